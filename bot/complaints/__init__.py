"""Animal complaints: storage (SQLAlchemy + Alembic), address and phone normalisation,
the § 95-12 count, and exports. No Rasa imports.

    from bot.complaints import ComplaintStore, Complaint, ThresholdResult, StorageError

Modules: ``models`` (tables), ``store`` (the repository), ``address``
(``normalise_address``), ``phone`` (``to_e164``, ``mask``), ``db`` (URL and engine),
``cli`` (``python -m bot complaints ...``). Names are imported lazily so that importing
``bot.complaints.phone`` or the CLI's argument parser does not load SQLAlchemy.
"""
from __future__ import annotations

from typing import Any

from .errors import ComplaintNotFound, InvalidTransition, StorageError

__all__ = [
    "ComplaintStore",
    "Complaint",
    "Complainant",
    "ThresholdResult",
    "StorageError",
    "ComplaintNotFound",
    "InvalidTransition",
    "normalise_address",
    "to_e164",
    "mask",
]

_LAZY = {
    "ComplaintStore": ("store", "ComplaintStore"),
    "ThresholdResult": ("store", "ThresholdResult"),
    "Complaint": ("models", "Complaint"),
    "Complainant": ("models", "Complainant"),
    "normalise_address": ("address", "normalise_address"),
    "to_e164": ("phone", "to_e164"),
    "mask": ("phone", "mask"),
}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        import importlib

        module, attr = _LAZY[name]
        value = getattr(importlib.import_module(f"{__name__}.{module}"), attr)
        globals()[name] = value
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__():
    return sorted(set(globals()) | set(__all__))
