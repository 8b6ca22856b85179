"""Per-language settings: which catalogue paths hold the language, and
stop words for the "is this really that language?" test.

Why stop words: many catalogues contain untranslated English copied into
msgstr, or strings in a third language; a handful of very frequent
function words separates en/es/de reliably on sentences of 4+ words.
"""

import re

EN_STOP = set("""the of and to in is a for that this with are be on it not you
your can from by as or will an at was which has have if all please file
files when use used there been should would could into""".split())

ES_STOP = set("""el la los las de del y en que es un una por para con no se su
al lo como más o pero sus le ha este esta son está entre cuando muy sin
sobre también desde todo nos durante uno ni contra ese eso ante ellos
porque puede usted archivo archivos""".split())

DE_STOP = set("""der die das und ist nicht ein eine einen dem den des zu mit
auf für von im sich es sie ich wir werden wird kann können oder auch als
bei nach aus wenn wie nur noch diese dieser dieses datei dateien bitte""".split())

# frequent words of languages that show up where English is expected
# (some Qt apps, e.g. qelectrotech, use French as their source language)
OTHER_STOP = set("""le les des du une est vous pour dans avec sur pas être cette sont
het een van zijn niet wordt voor met il della che non sono per una""".split())

LANGS = {
    "es": {"name": "Spanish", "stop": ES_STOP,
           # plain "es" is preferred over regional variants (see rank_locale)
           "locale_re": r"es|es_[A-Z]{2}|es_419"},
    "de": {"name": "German", "stop": DE_STOP,
           "locale_re": r"de|de_[A-Z]{2}"},
}


def lang_conf(lang):
    if lang not in LANGS:
        raise SystemExit("unsupported language %r (have: %s)" % (lang, ", ".join(LANGS)))
    return LANGS[lang]


def mo_regex(lang):
    """Matches .../<locale>/LC_MESSAGES/<domain>.mo anywhere in the tree (some
    games keep their catalogues under /usr/share/<pkg>/...)."""
    loc = lang_conf(lang)["locale_re"]
    return re.compile(r"(?:^|/)(%s)(?:\.UTF-8|\.utf8)?/LC_MESSAGES/([^/]+)\.mo$" % loc)


def named_mo_regex(lang):
    """Matches a catalogue named by its locale outside LC_MESSAGES, as web applications ship
    them: wordpress-l10n's .../wp-content/languages/es_ES.mo and admin-es_ES.mo (WordPress's own
    Spanish, 4,110 strings of a web site's interface: "Lost your password?", "Leave a Reply"),
    kvirc's .../locale/kvirc_es.mo. Groups: locale, then the name before it (the domain), if
    any. Only the locale ends the name ("files.mo" is no catalogue of this language)."""
    loc = lang_conf(lang)["locale_re"]
    return re.compile(r"/(?:([^/]*?)[-_.])?(%s)\.mo$" % loc)


def qm_regex(lang):
    """Matches foo_es.qm, es.qm, foo-es_ES.qm ... but not 'files.qm'."""
    return re.compile(r"(?:^|[/_.-])(%s)\.qm$" % lang_conf(lang)["locale_re"].replace("_", "[_-]"))


def rank_locale(loc, lang):
    """Lower is better: 'es' beats 'es_ES' beats other regional variants."""
    if loc == lang:
        return 0
    if loc.replace("-", "_").upper() == (lang + "_" + lang).upper():
        return 1
    return 2
