"""The benchmarks behind ``python3 build.py bench`` and the soak: commands that print
figures, never tests.  ``browser`` is what the browser benches share.  A bench may import
``tools.build`` and ``tests.support`` (tests/test_tools_imports.py)."""
