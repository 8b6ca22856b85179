"""Hints for a word's sense where the sentence says which (FORMAT.md "Hints": a third column
"sense", a fourth the trigger words): "goal" is "gol" beside "scored" or "season", "partido" a
match beside "gol" and a party beside "elecciones".

    /usr/bin/python3 -m models.sense_hints add --model IN.heed --direction en-es --out OUT.heed

Why: trained on software text, the students give such words their software sense whatever the
sentence is about: en->es "his second goal of the night was his 60th of the season" -> "Su
segundo objetivo de la noche fue su 60 de la estación", "the match" -> "la coincidencia", "the
trial" -> "la prueba"; es->en "El equipo ganó el partido" -> "The computer won the party",
"marcó dos goles" -> "marked two goals", "la carrera" of a Grand Prix -> "the career". A plain
hint would push the sport's word into every sentence ("el gol del proyecto"); a sense row is
asked for only where one of its triggers is a word of the same sentence, and then as a strong
hint (the engine's kStrongHintBonus).

Which: the words whose software or everyday sense the models wrote in news of sport, courts and
politics read on sentences of our own (the twenty-first session), each with the words that
mark the topic; a trigger is a word that seldom appears outside it ("scored", "league",
"prosecutors"), not one that does ("final", "team", "points"). `add` puts the rows before the
table's own row for the same word, which stays its hint where no sense applies ("banco": a bench
beside "parque", else a bank), unless that row's target is one of the senses (a plain
"goal\tgol" had pushed "gol" into every sentence) or a sense no page means (DROPPED).
Left out: en->es "sentence" -> "condena" beside "judge" or "prison": the model kept "frase" even
so, and the hint's pieces among the shortlist's candidates turned "El juez" into "El juzgó".
"""
from __future__ import annotations

import argparse
import sys
from typing import Dict, List, Tuple

from models.heed_ref.heed_format import read_tensors
from models.names import set_text_tensors

TENSOR = "glossary.hints"

# Topic words, lower case, as the engine reads a sentence's words (letters only).
SPORT_EN = ("scored scoring scorer goalkeeper striker midfielder penalty penalties referee stadium league "
            "tournament championship playoffs playoff semifinal semifinals quarterfinal football soccer hockey "
            "basketball tennis rugby cricket baseball nhl nba nfl fifa uefa olympics olympic medal assists innings "
            "touchdown")
COURT_EN = ("court judge jury guilty prosecutors prosecutor defendant lawyer lawyers sentenced convicted accused "
            "testimony")
POLITICS_EN = ("election elections vote votes voters parliament parliamentary minister government candidate "
               "political opposition coalition senate congress ruling democratic republican conservative labour "
               "liberal socialist seats")
SPORT_ES = ("gol goles marcó marcaron liga temporada jugador jugadores entrenador estadio campeonato torneo copa "
            "fútbol baloncesto tenis rugby penalti árbitro delantero portero afición aficionados selección "
            "olímpicos medalla")
COURT_ES = "juez jueza tribunal fiscal fiscalía acusado acusada culpable condenado condenada abogado jurado"
POLITICS_ES = ("elecciones electoral político política gobierno oposición votos diputados parlamento congreso "
               "senado candidato coalición escaños comicios")
RACE_ES = "piloto pilotos vuelta vueltas circuito fórmula podio maratón meta ciclistas"
RISE_ES = ("precios precio tipos interés inflación paro desempleo temperaturas temperatura bolsa acciones euro "
           "dólar impuestos salarios ventas beneficios costes nivel cifra población tasa deuda déficit")
RACE_EN = "lap laps grid podium prix nascar formula pole circuit marathon cyclists"
BODY_EN = ("animals animal body organisms organism bacteria tissue tissues blood biology plants plant human "
           "dna protein proteins cancer immune")

# (source word, target word, trigger words), a word's senses in the order they are tried.
SENSES: Dict[str, List[Tuple[str, str, str]]] = {
    "en-es": [
        ("goal", "gol", SPORT_EN + " season match"),
        ("goals", "goles", SPORT_EN + " season match matches games"),
        ("season", "temporada", SPORT_EN + " goals goal match matches games team teams club coach series episode "
                                           "episodes show tourist holiday"),
        ("match", "partido", SPORT_EN + " goal goals team teams cup win won draw fans coach"),
        ("matches", "partidos", SPORT_EN + " goal goals team teams cup fans coach"),
        ("striker", "delantero", SPORT_EN + " goal goals team club match season"),
        ("coach", "entrenador", SPORT_EN + " team teams players match season club"),
        ("fans", "aficionados", "stadium league football soccer match club team goal goals"),
        ("trial", "juicio", COURT_EN + " murder charges charged witness witnesses"),
        ("party", "partido", POLITICS_EN + " leader"),
        # a Grand Prix's, a pitch's, a court's, a body's, a restaurant's, a door's, a fire's, a
        # stock market's: "four races left" had come out "cuatro razas", "The drivers will start"
        # "Los controladores", "58 laps" "58 regazos", "The defender was sent off" "El defensor",
        # "heard in court" "en la corte", "The tennis court" "El corte de tenis", "many cells"
        # "muchas celdas", "booked a table" "una tabla", "the keys to my car" "las claves", "fighting
        # the fire" "con el fuego", "Shares in the company fell" "Compartir en la empresa cayó"
        ("race", "carrera", RACE_EN + " race races driver drivers season championship"),
        ("races", "carreras", RACE_EN + " race driver drivers season championship"),
        ("driver", "piloto", RACE_EN + " race races championship"),
        ("drivers", "pilotos", RACE_EN + " race races championship"),
        ("lap", "vuelta", RACE_EN + " race races driver drivers"),
        ("laps", "vueltas", RACE_EN + " race races driver drivers"),
        ("defender", "defensa", SPORT_EN + " match goal goals"),
        ("cup", "copa", SPORT_EN + " world won win final trophy team teams"),
        ("court", "tribunal", COURT_EN + " case hearing ruled ruling appeal"),
        ("court", "pista", "tennis basketball volleyball badminton squash"),
        ("cell", "célula", BODY_EN + " cells"),
        ("cells", "células", BODY_EN),
        ("table", "mesa", "restaurant booked book reserved dinner lunch sat sit chairs chair waiter"),
        ("keys", "llaves", "car door lock locked house lost home"),
        ("fire", "incendio", "firefighters firefighter blaze wildfire evacuated flames burned forest"),
        ("shares", "acciones", "stock investors market markets trading fell rose dividend exchange"),
    ],
    "es-en": [
        ("partido", "match", SPORT_ES + " equipo equipos empate"),
        ("partido", "party", POLITICS_ES + " líder presidente ministro"),
        ("partidos", "matches", SPORT_ES + " equipo equipos empate"),
        ("partidos", "parties", POLITICS_ES + " líderes presidente ministro"),
        ("equipo", "team", SPORT_ES + " partido partidos ganó perdió jugó victoria derrota investigadores "
                                      "científicos rescate médicos"),
        ("equipos", "teams", SPORT_ES + " partido partidos ganó perdió jugó victoria derrota investigadores "
                                        "científicos rescate"),
        ("marcó", "scored", "gol goles partido penalti minuto liga temporada puntos"),
        ("marcaron", "scored", "gol goles partido penalti minuto liga temporada puntos"),
        ("entrenador", "coach", SPORT_ES + " equipo partido club"),
        ("portero", "goalkeeper", "gol goles partido paradas penalti equipo fútbol liga"),
        ("carrera", "race", RACE_ES),
        ("condena", "sentence", COURT_ES + " años prisión cárcel"),
        ("cargos", "charges", COURT_ES + " policía detenido detenida detenidos negó"),
        # a station's, a season's, a stock market's, a channel's, a camp's, a park's, a building's
        # and a court's: "El otoño es la mejor estación" had a plain hint "season" everywhere
        # ("la estación de tren"), "Las acciones … en bolsa" came out "in bag", "La cadena de
        # televisión" "The television string", "Montamos la tienda … para acampar" "the store",
        # "un banco del parque" "A park bank", "la tercera planta del edificio" "the third plant",
        # "El tribunal dictó sentencia" "dictated feeling"
        ("estación", "season", "otoño invierno primavera verano lluvias lluviosa seca año"),
        ("acciones", "shares", "bolsa inversores cotización bursátil mercado mercados dividendo"),
        ("cadena", "network", "televisión televisiva emisora programa programas audiencia radio"),
        ("tienda", "tent", "acampar camping campamento saco acampada"),
        ("banco", "bench", "parque sentó sentado sentada sentados plaza"),
        ("planta", "floor", "edificio ascensor piso tercera segunda primera cuarta quinta última"),
        ("sentencia", "ruling", COURT_ES + " supremo constitucional dictó"),
        # prices, rates and temperatures rise and fall, where software uploads and downloads: "Los
        # precios del petróleo han subido" had come out "Oil prices have uploaded" ("baja" and
        # "sube" left out: as often "low" or a form's "upload")
        ("subido", "risen", RISE_ES),
        ("bajado", "fallen", RISE_ES),
        ("suben", "rise", RISE_ES),
        ("bajan", "fall", RISE_ES),
        ("subió", "rose", RISE_ES),
        ("bajó", "fell", RISE_ES),
        ("subieron", "rose", RISE_ES),
        ("bajaron", "fell", RISE_ES),
    ],
}


# Plain rows dropped where sense rows come: senses of the dictionary's that web prose never means
# ("drivers" -> "motor", "striker" -> "percusor", a gun's firing pin).
DROPPED: Dict[str, Dict[str, str]] = {"en-es": {"drivers": "motor", "striker": "percusor"}, "es-en": {}}


def rows(direction: str) -> List[str]:
    """The direction's sense rows, "source<TAB>target<TAB>sense<TAB>triggers", a word's senses in
    order, each trigger once and none the word itself."""
    if direction not in SENSES:
        raise ValueError(f"no sense hints for direction {direction!r}")
    out = []
    for source, target, triggers in SENSES[direction]:
        words = list(dict.fromkeys(w for w in triggers.split() if w != source))
        out.append(f"{source}\t{target}\tsense\t{' '.join(words)}")
    return out


def with_senses(existing: List[str], senses: List[str], dropped: Dict[str, str] = None) -> List[str]:
    """The table with `senses` before its own row for the same word, sorted by the source's UTF-8
    bytes (stable: a word's senses keep their order). Left out: the table's sense rows for those
    words (added before), and a row whose target is one of the word's senses or `dropped`'s."""
    dropped = dropped or {}
    targets: Dict[str, set] = {}
    for line in senses:
        source, target = line.split("\t")[:2]
        targets.setdefault(source, set()).add(target)

    def kept(line: str) -> bool:
        source, target = line.split("\t")[:2]
        if source not in targets:
            return True
        return "\tsense\t" not in line and target not in targets[source] and dropped.get(source) != target

    lines = [line for line in existing if kept(line)] + senses
    return sorted(lines, key=lambda line: (line.split("\t", 1)[0].encode("utf-8"), "\tsense\t" not in line))


def add(model: str, direction: str, out: str) -> Tuple[int, int]:
    """Writes `out`: `model` with the direction's sense rows; returns (rows added, rows replaced)."""
    _, tensors = read_tensors(model, keep=lambda n: n == TENSOR)
    existing = tensors[TENSOR][2].decode("utf-8").splitlines() if TENSOR in tensors else []
    senses = rows(direction)
    lines = with_senses(existing, senses, DROPPED[direction])
    set_text_tensors(model, {TENSOR: "".join(line + "\n" for line in lines)}, out)
    own = [line for line in existing if "\tsense\t" not in line]  # sense rows added before are replaced
    return len(senses), len(own) + len(senses) - len(lines)


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    a = sub.add_parser("add", help="put the sense rows in a model's hints, before its own row for each word")
    a.add_argument("--model", required=True)
    a.add_argument("--direction", required=True, choices=sorted(SENSES))
    a.add_argument("--out", required=True)
    args = ap.parse_args(argv)
    added, replaced = add(args.model, args.direction, args.out)
    print(f"sense hints: {added} rows, {replaced} of the table's own dropped -> {args.out}", file=sys.stderr)


if __name__ == "__main__":
    main()
