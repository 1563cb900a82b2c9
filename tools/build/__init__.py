"""Making and serving the site: ``site`` assembles dist/ (the wheel, the site's own standard
library recorded, compiled and trimmed, compressed copies, icons, the home page's pictures),
``serve`` serves it, ``provision`` installs what the tests lack.  It imports the engine and
nothing else of the tools or tests (tests/test_tools_imports.py)."""
