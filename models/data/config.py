"""Shared settings: where the cache lives, logging to stderr.

Downloads and outputs never go into the git tree: everything lives under
$HEED_CACHE (default /work/cache/heed) so reruns reuse what is there.
"""

import os
import sys
import time

DEFAULT_CACHE = "/work/cache/heed"
_T0 = time.time()


def cache_dir(override=None):
    path = override or os.environ.get("HEED_CACHE") or DEFAULT_CACHE
    os.makedirs(path, exist_ok=True)
    return os.path.abspath(path)


def log(msg):
    """Progress goes to stderr with elapsed minutes, so long runs can be followed."""
    el = time.time() - _T0
    sys.stderr.write("[%3d:%02d] %s\n" % (el // 60, el % 60, msg))
    sys.stderr.flush()
