"""``python -m web [--host H] [--port 8000] [--rasa-url URL] [--database-url URL]``: serve the
chat page and the front-desk pages (one Sanic worker)."""
from __future__ import annotations

import argparse
import logging
import os
import sys
from typing import Optional, Sequence


def main(argv: Optional[Sequence[str]] = None) -> int:
    p = argparse.ArgumentParser(prog="python -m web", description=__doc__)
    p.add_argument("--host", default=os.environ.get("WEB_HOST", "127.0.0.1"),
                   help="interface to listen on (default: env WEB_HOST, else 127.0.0.1)")
    p.add_argument("--port", type=int, default=int(os.environ.get("WEB_PORT", "8000")),
                   help="port (default: env WEB_PORT, else 8000)")
    p.add_argument("--rasa-url", default=None,
                   help="Rasa server base URL (default: env RASA_URL, else http://localhost:5005)")
    p.add_argument("--database-url", default=None,
                   help="complaint database (default: env DATABASE_URL, else var/complaints.db)")
    args = p.parse_args(argv)

    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s [%(name)s] %(message)s")
    from bot.complaints.phone import install_log_masking

    install_log_masking()
    from web.app import create_app

    app = create_app(rasa_url=args.rasa_url, database_url=args.database_url)
    for name in ("sanic.root", "sanic.error", "sanic.access"):  # Sanic has its own handlers
        logging.getLogger(name).propagate = False
    app.run(host=args.host, port=args.port, workers=1, access_log=False, debug=False, auto_reload=False)
    return 0


if __name__ == "__main__":
    sys.exit(main())
