"""Errors raised by :mod:`bot.complaints`. No database or Rasa imports here."""
from __future__ import annotations


class StorageError(RuntimeError):
    """The complaint database could not be read or written.

    Raised by every :class:`~bot.complaints.store.ComplaintStore` method on any database
    failure (connection refused, disk full, locked file, constraint that could not be
    resolved...). The message is safe to log and holds no personal data; the original
    exception is chained as ``__cause__``. The dialogue should tell the resident to try again
    later or to call the Town Hall: nothing was saved.
    """


class ComplaintNotFound(LookupError):
    """No complaint has the reference that was asked for (``store.mark_formal`` / ``close``)."""


class InvalidTransition(ValueError):
    """A status change that is not allowed, e.g. marking a closed complaint formal."""
