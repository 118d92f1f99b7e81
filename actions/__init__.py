"""Thin rasa_sdk adapters: read slots, call ``bot``, render the decision."""
