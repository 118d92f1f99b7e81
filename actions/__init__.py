"""Thin rasa_sdk adapters: read slots, call ``bot``, render the decision."""
from bot.complaints.phone import install_log_masking

# Residents' phone numbers (SMS sender ids) never reach the action server's logs unmasked.
install_log_masking()
