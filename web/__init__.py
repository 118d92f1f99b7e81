"""The web front end: the residents' chat page (``/``) and the front-desk pages (``/staff``).

``python -m web`` serves it on port 8000 (``make run`` starts it next to the Rasa and action
servers). ``web.app.create_app()`` builds the Sanic app; see ``docs/web.md``.
"""
