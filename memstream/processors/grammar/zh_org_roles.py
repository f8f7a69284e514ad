"""A Chinese role said with its organisation before it, in one noun: the role is the job
alone, the organisation the employer. 我是协和医院护士 (`护士`, employer `协和`), 本人美团骑手
(`骑手`, employer `美团`), 京东快递员一枚 (`快递员`, `京东`), 我是腾讯产品经理 (`产品经理`),
a kind alone stays in the role (三甲医院护士, 小学老师, 超市老板).

The organisation must end where a job begins: a known organisation (the longest known name
the role begins with), with the kind of place said after its name (协和医院). What follows
must be a job title itself (`zh_objects.is_job`). The employer is added when none was read.
Pure.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Final

from memstream.processors.grammar.fills import Fill
from memstream.processors.grammar.zh_objects import is_job
from memstream.processors.grammar.zh_words import ORGS

_KIND_HEAD: Final = re.compile(
    r"[\u4e00-\u9fffA-Za-z0-9]{0,8}?(?:医院|公司|银行|学校|大学|中学|小学|幼儿园|集团|工厂|酒店|餐厅"
    r"|超市|律所|事务所|研究所|研究院|卫生院|诊所|药店|门店|分行|支行|局|厂)"
)
"""The kind of place said after an organisation's name, before the job (协和医院护士)."""


def split(fills: list[Fill]) -> list[Fill]:
    """The fills with each user role that begins with its organisation read as the job alone,
    and the organisation, when known and no employer was read, as the employer."""
    employed = any(f.slot == "employer" and f.subject == "user" for f in fills)
    found: list[Fill] = []
    for fill in fills:
        if fill.slot != "role" or fill.subject != "user":
            found.append(fill)
            continue
        org, job = _parts(fill.value)
        found.append(replace(fill, value=job) if job else fill)
        if job and org in ORGS and not employed and fill.action != "negate":
            found.append(Fill("employer", org))
            employed = True
    return found


def _parts(role: str) -> tuple[str, str]:
    """(organisation, job) of a role said with its organisation first, else ("", "")."""
    known = [k for k in ORGS if len(k) >= 2 and role.startswith(k)]
    org = max(known, key=len) if known else ""
    kind = _KIND_HEAD.match(role, len(org)) if org else None  # 协和医院护士: 医院 too
    end = kind.end() if kind else len(org)
    job = role[end:].removeprefix("的")
    return (org or role[:end], job) if end and len(job) >= 2 and is_job(job) else ("", "")
