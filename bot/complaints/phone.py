"""Phone numbers: parse to E.164 and mask for logs.

    >>> to_e164("(414) 555-4567")
    '+14145554567'
    >>> mask("+14145554567")
    '+1******4567'

Phone numbers are personal data. Code in this project logs them only through :func:`mask`;
:class:`PhoneMaskingFilter` also masks any E.164-looking number in other libraries' log
records (Rasa logs the sender id, which on the SMS channel is the phone number).
"""
from __future__ import annotations

import logging
import re
from typing import Optional

import phonenumbers
from phonenumbers import NumberParseException, PhoneNumberFormat

_PREFIXES = ("whatsapp:", "sms:", "tel:")


def to_e164(text: Optional[str], region: str = "US") -> Optional[str]:
    """Parse a phone number written any common way and return it in E.164 (``+14145554567``).

    ``region`` is the ISO country code assumed when the number has no ``+`` country prefix.
    A ``whatsapp:``/``sms:``/``tel:`` prefix is ignored. Returns ``None`` for empty input,
    text that is not a phone number, or a number that is not valid for its country. Never
    raises.
    """
    if text is None:
        return None
    s = str(text).strip()
    for prefix in _PREFIXES:
        if s.lower().startswith(prefix):
            s = s[len(prefix):].strip()
    if not s or len(s) > 40:
        return None
    try:
        number = phonenumbers.parse(s, region)
    except NumberParseException:
        return None
    if not phonenumbers.is_valid_number(number):
        return None
    return phonenumbers.format_number(number, PhoneNumberFormat.E164)


def mask(phone: Optional[str]) -> str:
    """Mask a phone number for logs: country code and last four digits stay.

    ``mask("+14145554567") == "+1******4567"``. Anything that does not parse as a phone
    number keeps only its last two characters (``"***67"``); ``None`` or ``""`` gives ``"-"``.
    Never raises.
    """
    if not phone:
        return "-"
    s = str(phone).strip()
    try:
        number = phonenumbers.parse(s if s.startswith("+") else "+" + s.lstrip("+"), None)
        national = phonenumbers.national_significant_number(number)
        if number.country_code and len(national) >= 6:
            return f"+{number.country_code}" + "*" * (len(national) - 4) + national[-4:]
    except NumberParseException:
        pass
    return "***" + s[-2:] if len(s) > 4 else "***"


_E164_RE = re.compile(r"\+\d{8,15}\b")


def mask_text(text: str) -> str:
    """Replace every E.164-looking number (``+`` and 8 to 15 digits) in ``text`` by its mask."""
    return _E164_RE.sub(lambda m: mask(m.group(0)), text)


class PhoneMaskingFilter(logging.Filter):
    """Logging filter that masks E.164 numbers in the rendered message of every record.

    Install it on handlers (filters on a logger do not apply to its children's records):
    :func:`install_log_masking` does that for the root logger's handlers.
    """

    def filter(self, record: logging.LogRecord) -> bool:  # noqa: A003 (logging API)
        try:
            message = record.getMessage()
        except Exception:  # a broken record is the logging module's business
            return True
        masked = mask_text(message)
        if masked != message:
            record.msg, record.args = masked, None
        return True


def install_log_masking(logger: Optional[logging.Logger] = None) -> None:
    """Add one :class:`PhoneMaskingFilter` to each handler of ``logger`` (default: root).

    Idempotent. Handlers added later are not covered; call it again after configuring logging.
    """
    target = logger or logging.getLogger()
    for handler in target.handlers:
        if not any(isinstance(f, PhoneMaskingFilter) for f in handler.filters):
            handler.addFilter(PhoneMaskingFilter())
