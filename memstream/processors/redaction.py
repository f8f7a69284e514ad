"""Default redaction: secrets, payment data, government ids and contact details, English and
Chinese.

Pure. Each finding is replaced by a typed mask ("[redacted card]", "[redacted key]",
"[redacted token]", "[redacted secret]", "[redacted password]", "[redacted id]",
"[redacted iban]", "[redacted phone]", "[redacted email]"); a label before it
("password is", "api_key=", "护照号", "手机号是") stays, so the text still reads. Numbers
are masked only when their check digits hold (Luhn for cards, mod 97 for IBANs; the
resident id and SSN rules of python-stdnum) or their shape is a phone number's: one
with a country code (`+44 20 7946 0958`, `0086 138 0013 8000`), a Chinese mobile
number (`13800138000`, `138-0013-8000`), or one after a phone label ("call me at",
"电话"). Each kind can be kept (`without`): `MEMSTREAM_REDACT_KEEP='["email"]'`.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

from stdnum import iban, luhn
from stdnum.cn import ric
from stdnum.us import ssn

MASK_PREFIX: Final = "[redacted "
CARD: Final = "[redacted card]"
KEY: Final = "[redacted key]"
TOKEN: Final = "[redacted token]"
SECRET: Final = "[redacted secret]"
PASSWORD: Final = "[redacted password]"
ID: Final = "[redacted id]"
IBAN: Final = "[redacted iban]"
PHONE: Final = "[redacted phone]"
EMAIL: Final = "[redacted email]"


@dataclass(frozen=True, slots=True)
class Rule:
    """A pattern and what replaces a match (a mask, or the match itself when a check fails)."""

    name: str
    pattern: re.Pattern[str]
    replace: Callable[[re.Match[str]], str]


def _mask(mask: str) -> Callable[[re.Match[str]], str]:
    return lambda match: mask


def _keep_label(mask: str) -> Callable[[re.Match[str]], str]:
    """Keep the `label` group (and what separates it), mask the rest."""
    return lambda match: match.group("label") + mask


def _checked(mask: str, valid: Callable[[str], bool]) -> Callable[[re.Match[str]], str]:
    def replace(match: re.Match[str]) -> str:
        digits = re.sub(r"[\s-]", "", match.group(0))
        return mask if valid(digits) else match.group(0)

    return replace


def _is_card(digits: str) -> bool:
    return 13 <= len(digits) <= 19 and luhn.is_valid(digits)


def _phone(low: int, label: bool = False) -> Callable[[re.Match[str]], str]:
    """Mask a number with `low` to 15 digits (keeping the `label` group when asked)."""

    def replace(match: re.Match[str]) -> str:
        digits = sum(ch.isdigit() for ch in match.group("number"))
        if not low <= digits <= 15:
            return match.group(0)
        return (match.group("label") if label else "") + PHONE

    return replace


_PHONE_LABEL: Final = (
    r"\b(?:phone|telephone|tel|mobile|cell(?:phone)?|whatsapp)(?:\s+(?:number|no\.?|#))?"
    r"|\b(?:call|text|reach|ring)\s+me\s+(?:at|on)"
    r"|电话(?:号码)?|手机(?:号码|号)?|联系电话|联系方式"
)

RULES: Final = (
    Rule("email", re.compile(
        r"(?<![A-Za-z0-9._%+-])[A-Za-z0-9][A-Za-z0-9._%+-]*@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?"
        r"(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}(?![A-Za-z0-9-])"),
        _mask(EMAIL)),
    Rule("iban", re.compile(r"(?<![A-Za-z0-9])[A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]){11,30}(?![A-Za-z0-9])"),
         _checked(IBAN, iban.is_valid)),
    Rule("private_key", re.compile(
        r"-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?-----END [A-Z ]*PRIVATE KEY-----"), _mask(KEY)),
    Rule("jwt", re.compile(
        r"\beyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}"), _mask(TOKEN)),
    Rule("bearer", re.compile(
        r"(?P<label>\bBearer\s+)[A-Za-z0-9._~+/=-]{12,}", re.IGNORECASE), _keep_label(TOKEN)),
    Rule("api_key", re.compile(
        r"\b(?:sk-(?:proj-|ant-)?[A-Za-z0-9_-]{16,}|(?:AKIA|ASIA)[0-9A-Z]{16}"
        r"|gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{30,}|xox[abprs]-[A-Za-z0-9-]{10,}"
        r"|AIza[0-9A-Za-z_-]{35}|glpat-[A-Za-z0-9_-]{20,}|(?:sk|rk|pk)_live_[A-Za-z0-9]{16,})"),
        _mask(KEY)),
    Rule("secret_assignment", re.compile(
        r"(?P<label>\b(?:api[_ -]?key|apikey|secret(?:[_ -]?key)?|access[_ -]?(?:key|token)"
        r"|auth[_ -]?token|client[_ -]?secret|private[_ -]?key|token)\b\s*(?:[:=]|\bis\b)\s*"
        r"[\"']?)(?=[^\s\"',;]*\d|[^\s\"',;]{16,})[^\s\"',;]{6,}", re.IGNORECASE),
        _keep_label(SECRET)),
    Rule("password", re.compile(
        r"(?P<label>\b(?:password|passwd|passcode|passphrase|pwd|pw|pin)\b\s*(?:is|was|=|:)\s*"
        r"[\"']?)[^\s\"']+?(?=[\"']?[.,;]?(?:\s|$))", re.IGNORECASE),
        _keep_label(PASSWORD)),
    Rule("password_zh", re.compile(
        r"(?P<label>(?:密码|口令|登录密码|支付密码|PIN码)\s*(?:是|为|:|：|=|＝)\s*)"
        r"[^\s，。,;；！!？?]+"), _keep_label(PASSWORD)),
    Rule("phone_international", re.compile(
        r"(?<![\w+.-])(?<!\d\s)(?P<number>\+[1-9]\d{0,2}(?:[\s.-]?\(?\d{1,5}\)?){1,6}"
        r"|00[1-9]\d{0,2}(?:[\s.-]\(?\d{1,5}\)?){2,6})(?![\w])"),
        _phone(8)),
    Rule("cn_mobile", re.compile(
        r"(?<![\d])(?P<number>1[3-9]\d(?:[\s-]?\d{4}){2})(?![\s-]?\d)"), _phone(11)),
    Rule("phone_labelled", re.compile(
        rf"(?P<label>(?:{_PHONE_LABEL})\s*(?:is|was|:|：|是|为)?\s*)"
        r"(?P<number>\(?\d[\d\s().-]{5,18}\d)(?![\d])", re.IGNORECASE), _phone(7, label=True)),
    Rule("cn_resident_id", re.compile(r"(?<![\dA-Za-z])\d{17}[\dXx](?![\dA-Za-z])"),
         _checked(ID, ric.is_valid)),
    Rule("ssn", re.compile(r"(?<![\d-])\d{3}-\d{2}-\d{4}(?![\d-])"), _checked(ID, ssn.is_valid)),
    Rule("card", re.compile(r"(?<![\d-])\d(?:[ -]?\d){12,18}(?![\d-])"), _checked(CARD, _is_card)),
    Rule("passport", re.compile(
        r"(?P<label>(?:\bpassport(?:\s+(?:number|no\.?|#))?|护照(?:号码|号)?)\s*"
        r"(?:is|:|：|是|为|#)?\s*)(?=[A-Z0-9]*\d)[A-Z][A-Z0-9]{5,8}\b", re.IGNORECASE),
        _keep_label(ID)),
)  # fmt: skip


_MAYBE: Final = re.compile(
    r"\d(?:[ -]?\d){8}|-----BEGIN|eyJ|sk-|AKIA|ASIA|gh[pousr]_|github_pat_|xox|AIza|glpat-"
    r"|_live_|bearer|key|secret|token|pass|pwd|\bpw\b|\bpin\b|密码|口令|PIN码|护照"
    r"|@|\+\s?\d|\b00\d|[A-Z]{2}\d{2}|phone|\btel\b|mobile|\bcell|whatsapp|me\s+(?:at|on)"
    r"|电话|手机|联系方式",
    re.IGNORECASE,
)
"""What every default rule needs somewhere in the text (a quick test before the rules)."""


KINDS: Final[dict[str, tuple[str, ...]]] = {
    "email": ("email",),
    "iban": ("iban",),
    "phone": ("phone_international", "cn_mobile", "phone_labelled"),
    "card": ("card",),
    "key": ("private_key", "api_key"),
    "token": ("jwt", "bearer"),
    "secret": ("secret_assignment",),
    "password": ("password", "password_zh"),
    "id": ("cn_resident_id", "ssn", "passport"),
}
"""What each kind of finding covers, by rule name (a kind can be kept: `without`)."""


def without(kept: frozenset[str] | set[str]) -> tuple[Rule, ...]:
    """The default rules but those of the kinds to keep (an unknown kind is an error)."""
    unknown = set(kept) - set(KINDS)
    if unknown:
        raise ValueError(f"no such kind of redaction: {sorted(unknown)}; one of {sorted(KINDS)}")
    names = {name for kind in kept for name in KINDS[kind]}
    return tuple(rule for rule in RULES if rule.name not in names)


def redact_text(text: str, rules: tuple[Rule, ...] = RULES) -> str:
    """The text with every finding of the rules masked."""
    if not _MAYBE.search(text):
        return text
    for rule in rules:
        text = rule.pattern.sub(rule.replace, text)
    return text


def has_mask(text: str) -> bool:
    """True when the text holds a redaction mask."""
    return MASK_PREFIX in text
