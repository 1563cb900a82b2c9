"""``python -m parlour``: see ``parlour.cli``."""

from parlour.cli import main

raise SystemExit(main())
