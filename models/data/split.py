"""Dev/test selection by whole groups, train dedup and near-duplicate removal.

Why groups: UI strings repeat across packages ("Open", "Cancel", whole
dialogs from shared libraries). A random-line split would put exact copies
of test lines in train and make scores meaningless. We therefore hold out
whole groups (a package, a description, a document), take a sample of each
held-out group into dev or test, drop the rest of the group from train,
and finally remove from train anything whose English or target side is a
near duplicate (case/punctuation/digits ignored) of a dev/test side.

Group choice is by a stable hash of the group name, so rerunning with more
sources keeps the same dev/test as far as possible.
"""

import hashlib
from collections import Counter, defaultdict

from .normalize import near_key

SENT_WORDS = 6  # a "full sentence" for the >=40% prose target


def _h(s):
    return hashlib.sha1(s.encode("utf-8")).hexdigest()


def is_sentence(en):
    return len(en.split()) >= SENT_WORDS


def source_type(src):
    return src.split(":", 1)[0]


def quotas(type_sizes, target):
    """Per source type pairs for one split: proportional, with a floor so
    that every source is represented, rescaled to the target."""
    n = sum(type_sizes.values()) or 1
    q = {t: max(target * s / n, min(200, 0.1 * s)) for t, s in type_sizes.items()}
    scale = target / (sum(q.values()) or 1)
    return {t: max(1, int(v * scale)) if type_sizes[t] else 0 for t, v in q.items()}


def _take(pairs, cap, seed):
    """Pick up to cap pairs of a held-out group, sentences first, then at most
    as many short items as sentences (min 5) so labels do not dominate."""
    ordered = sorted(pairs, key=lambda p: _h(seed + p[2]))
    sents = [p for p in ordered if is_sentence(p[2])][:cap]
    short = [p for p in ordered if not is_sentence(p[2])]
    room = min(cap - len(sents), max(5, len(sents)))
    return sents + short[:room]


def split(records, lang, target=2500, group_cap=60, max_group=1500):
    """records: list of (src, group, en, xx) after cleaning.
    Returns train, dev, test lists and a stats dict."""
    by_group = defaultdict(list)
    for r in records:
        by_group[(source_type(r[0]), r[1])].append(r)
    type_sizes = Counter(source_type(r[0]) for r in records)
    q = quotas(type_sizes, target)
    held = set()
    dev, test = [], []
    stats = {"quota_per_split": q, "heldout_groups": {}}
    for t in sorted(type_sizes):
        groups = [g for g in by_group if g[0] == t]
        groups.sort(key=lambda g: _h(lang + ":" + g[1]))
        cnt = {"dev": 0, "test": 0}
        ngroups = {"dev": 0, "test": 0}
        max_held = len(groups) // 2  # never hold out most of a source (tiny runs)
        for g in groups:
            if cnt["dev"] >= q[t] and cnt["test"] >= q[t]:
                break
            if ngroups["dev"] + ngroups["test"] >= max_held:
                break
            pairs = by_group[g]
            # keep train's big contributors (games, office suites) in train
            if len(pairs) > max_group or len(pairs) > 0.25 * type_sizes[t]:
                continue
            side = "dev" if cnt["dev"] <= cnt["test"] else "test"
            if cnt[side] >= q[t]:
                side = "test" if side == "dev" else "dev"
            # a single huge group (e.g. one tarball) is sliced by sub-group
            take = _take(pairs, min(group_cap, q[t] - cnt[side]), lang + g[1])
            held.add(g)
            (dev if side == "dev" else test).extend(take)
            cnt[side] += len(take)
            ngroups[side] += 1
        stats["heldout_groups"][t] = ngroups

    # one copy of an English string per split; test must not echo dev
    def uniq(rows, banned_en=frozenset(), banned_xx=frozenset()):
        seen, out = set(), []
        for r in rows:
            ke, kx = near_key(r[2]), near_key(r[3])
            if ke in seen or ke in banned_en or kx in banned_xx:
                continue
            seen.add(ke)
            out.append(r)
        return out

    dev = uniq(dev)
    test = uniq(test, {near_key(r[2]) for r in dev}, {near_key(r[3]) for r in dev})
    train = [r for g, rows in by_group.items() if g not in held for r in rows]
    stats["heldout_unused"] = sum(len(by_group[g]) for g in held) - len(dev) - len(test)
    return train, dev, test, stats


def dedup_train(train, max_per_en=4):
    """Exact dedup of (en, xx), then keep the max_per_en most frequent
    translations of each English string (ties: first seen)."""
    pair_count = Counter((r[2], r[3]) for r in train)
    seen, out = set(), []
    dropped = Counter()
    per_en = defaultdict(list)
    for r in train:
        k = (r[2], r[3])
        if k in seen:
            dropped[("duplicate", r[0])] += 1
            continue
        seen.add(k)
        per_en[r[2]].append(r)
    for en, rows in per_en.items():
        if len(rows) > max_per_en:
            rows.sort(key=lambda r: -pair_count[(r[2], r[3])])  # stable sort keeps order on ties
            for r in rows[max_per_en:]:
                dropped[("too_many_translations", r[0])] += 1
            rows = rows[:max_per_en]
        out.extend(rows)
    # restore a deterministic, source-grouped order
    order = {id(r): i for i, r in enumerate(train)}
    out.sort(key=lambda r: order[id(r)])
    return out, dropped


def remove_near_dups(train, heldout):
    en_keys = {near_key(r[2]) for r in heldout}
    xx_keys = {near_key(r[3]) for r in heldout}
    out, dropped = [], Counter()
    for r in train:
        if near_key(r[2]) in en_keys or near_key(r[3]) in xx_keys:
            dropped[("near_dup_of_heldout", r[0])] += 1
        else:
            out.append(r)
    return out, dropped
