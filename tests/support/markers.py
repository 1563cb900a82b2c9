"""What the page's own markers say, as the browser tests and benches read them."""

from __future__ import annotations


AT_REST = """() => {
  const b = document.body.dataset, board = document.getElementById('board');
  return b.showing === '' && (b.over === '1' || b.roundBreak === '1' || !document.getElementById('pass').hidden
    || (b.thinking === '0' && (board.dataset.targets || '[]') !== '[]'));
}"""
