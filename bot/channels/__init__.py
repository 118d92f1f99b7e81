"""Rasa input channels (the only part of ``bot`` that imports Rasa).

- ``bot.channels.sms.SmsInput``: Twilio SMS with signature checks and TwiML replies, served
  at ``/webhooks/sms/webhook``; registered in credentials.yml.

Submodules are not imported here, so ``import bot.channels`` stays cheap.
"""
