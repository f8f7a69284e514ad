"""A job ended beside a role said in the same sentence, English and Chinese: the ending of the
whole job ends the employer and the work place, and the role said is the one held ("I quit my
job at St Mary's and started at the Royal Free as a nurse", 从医院辞职了，去诊所继续当护士).

Without a role said with it, a job ended with no new one ends the role too (`docs/slots.md`:
"I quit my job", "got laid off", 被裁了, 辞职了). Pure.
"""

from __future__ import annotations

from dataclasses import replace

from memstream.processors.grammar.fills import NEGATE, Fill


def roles_kept(fills: list[Fill]) -> list[Fill]:
    """The fills with the role left out of a whole job's ending when a role of the user's is
    said beside it."""
    said = any(f.slot == "role" and f.subject == "user" and f.action != NEGATE for f in fills)
    if not said:
        return fills
    return [_without_role(fill) for fill in fills]


def _without_role(fill: Fill) -> Fill:
    """A whole job's ending without the role among the slots it ends (any other fill as is)."""
    slots = fill.extra.get("slots")
    if fill.slot != "ending" or not fill.extra.get("whole") or not isinstance(slots, list):
        return fill
    kept = [slot for slot in slots if slot != "role"]
    return replace(fill, extra={**fill.extra, "slots": kept})
