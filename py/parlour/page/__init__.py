"""The site's page as data: a frozen model of what it shows, and pure transitions.

``model`` holds the values and the questions asked of them (who acts, is the
device to be passed, the bots' seeds); ``actions`` turns each event of the
page (a click, a computer's answer, undo, replay...) into the next model;
``store`` holds the current model for the page (dispatch and subscribers);
``thinking`` computes the computer's answers, the same way in the AI worker
and on the page.  Nothing here touches the browser: ``py/browser`` draws the
model and dispatches the actions, and all of this is tested in CPython.

Around the model: ``session`` (a game in progress: seats, record, undo, the save format),
``saves`` (reading, writing and keeping saves), ``share`` (share links), ``standings``
(your record), ``log`` (the move log as facts and words), ``hints`` (the Hint and its
reason), ``query`` (the page's query string), ``stepping`` (keyboard focus and replay
steps); for a game by link ``bylink`` and ``kept_links``; for learning ``reviewing``,
``review_actions`` and ``daily``.

May import: the toolkit, ``ai``, ``link`` and ``learn``.
"""
