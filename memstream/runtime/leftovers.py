"""What generations no longer in use still hold: an erase refuses while anything does.

After a replay, the generation it replaced keeps its stores (read schema, vector index,
stage state, derived topics) until `memstream replay --drop-retired` removes them; an
erase reaches only the generations in use, so it would leave the user's memories there
in plain text. Until erasure reaches them itself, an erase is refused while any retired
generation has stores that nothing in use shares (`plan_drop`), naming the generation to
drop first.
"""

from __future__ import annotations

from typing import Any

from psycopg_pool import ConnectionPool

from memstream.log.generations import GenerationStore
from memstream.pipeline.generations import DropPlan, plan_drop


def _held(plan: DropPlan) -> list[str]:
    """What a drop plan would remove, in words."""
    generation = plan.generation
    held = [f"{part} store {generation.store(part)}" for part, _ in plan.projections]
    if plan.stage_stores:
        held.append(f"stage state {', '.join(plan.stage_stores)}")
    return held


def leftovers(pool: ConnectionPool[Any]) -> list[str]:
    """One line per retired generation whose stores an erase cannot reach (empty: none)."""
    store = GenerationStore()
    with pool.connection() as conn:
        in_use = [g for g in (store.live(conn), store.building(conn)) if g is not None]
        plans = [plan_drop(g, in_use) for g in store.retired(conn)]
    return [
        f"generation {plan.generation.number} ({plan.generation.kind}) still holds "
        f"{'; '.join(held)}: drop it first (memstream replay --drop-retired)"
        for plan in plans
        if (held := _held(plan))
    ]
