"""Compound nouns of several words, for the glossary beside models/set_phrases.py (which takes
these lines into its PHRASES).

Why: the students build a compound from its parts, word by word: es->en "diente de león" ->
"lion teeth", "jaque mate" -> "mathematical jacket", "lengua materna" -> "marry language",
"dedo meñique" -> "market", "cepillo de dientes" -> "teeth", "arco iris" -> "iris arc";
en->es "frying pan" -> "pan de frío", "chewing gum" -> "garrote", "Christmas tree" -> "árbol de
cinturas", "bulletin board" -> "placa de balas", "steering wheel" -> "rueda de rosa", "ice
cream" -> "crema", "wild boar" -> "bailar".

Which: the multi-word nouns of Debian's Apertium dictionary (models/data/lexicon.py) with one
translation, ranked by how often Debian's text (the corpus's side and the monolingual text) has
them, kept where the model alone did not write the dictionary's translation; then read one by
one, the target written for Heed, with the plural where prose uses one. Left out: compounds the
catalogues use otherwise ("punto de control" is a checkpoint there, "fondo de pantalla" a
wallpaper the model knows), ones the model got right in other words ("time zone" ->
"zona horaria", "credit card"), and the dictionary's odd choices ("best practices" ->
"buena práctica", "point for" -> "punto a favor").
"""
from __future__ import annotations

from models.set_phrases_daily import both_cases

ES_EN = both_cases([(en, es, "es-en") for es, en in (
    ("jornada laboral", "working day"),
    ("ruta comercial", "trade route"),
    ("rutas comerciales", "trade routes"),
    ("pintura al óleo", "oil painting"),
    ("tipo de cambio", "exchange rate"),
    ("fecha límite", "deadline"),
    ("dibujos animados", "cartoons"),
    ("agua dulce", "fresh water"),
    ("diente de león", "dandelion"),
    ("punto de ebullición", "boiling point"),
    ("arco iris", "rainbow"),
    ("ropa interior", "underwear"),
    ("dedo corazón", "middle finger"),
    ("dedo anular", "ring finger"),
    ("dedo meñique", "little finger"),
    ("banda sonora", "soundtrack"),
    ("corte de pelo", "haircut"),
    ("punto de fusión", "melting point"),
    ("jaque mate", "checkmate"),
    ("dolor de cabeza", "headache"),
    ("dolores de cabeza", "headaches"),
    ("agua subterránea", "groundwater"),
    ("aguas subterráneas", "groundwater"),
    ("torrente sanguíneo", "bloodstream"),
    ("nivel de vida", "standard of living"),
    ("cepillo de dientes", "toothbrush"),
    ("hombre lobo", "werewolf"),
    ("tablón de anuncios", "bulletin board"),
    ("ritmo cardíaco", "heart rate"),
    ("ser vivo", "living being"),
    ("seres vivos", "living beings"),
    ("punto de inflexión", "turning point"),
    ("punto de fuga", "vanishing point"),
    ("pozo petrolífero", "oil well"),
    ("papel higiénico", "toilet paper"),
    ("obra de teatro", "play"),
    ("obras de teatro", "plays"),
    ("lengua materna", "mother tongue"),
    ("libra esterlina", "pound sterling"),
    ("libras esterlinas", "pounds sterling"),
    ("comunicado de prensa", "press release"),
    ("juego de mesa", "board game"),
    ("juegos de mesa", "board games"),
    ("botiquín de primeros auxilios", "first aid kit"),
    ("vino tinto", "red wine"),
    ("máscara antigás", "gas mask"),
    ("cuero cabelludo", "scalp"),
    ("estación espacial", "space station"),
    ("agua corriente", "running water"),
    ("restos mortales", "mortal remains"),
    ("golpe de suerte", "stroke of luck"),
    ("fondo de inversión", "investment fund"),
    ("tierra de nadie", "no man's land"),
    ("buena acción", "good deed"),
)])
# Lower case only: opening an English sentence a compound is a general subject, which Spanish
# gives its article ("Machine translation has improved" -> "Traducción automática ha mejorado"
# with a capitalised twin); the model's own words keep theirs there.
EN_ES = ([(en, es, "en-es") for en, es in (
    ("ice cream", "helado"),
    ("high school", "instituto"),
    ("mountain range", "cordillera"),
    ("mountain ranges", "cordilleras"),
    ("heart rate", "frecuencia cardíaca"),
    ("board game", "juego de mesa"),
    ("board games", "juegos de mesa"),
    ("piece of paper", "hoja de papel"),
    ("video game", "videojuego"),
    ("video games", "videojuegos"),
    ("blood vessel", "vaso sanguíneo"),
    ("blood vessels", "vasos sanguíneos"),
    ("vice president", "vicepresidente"),
    ("piece of furniture", "mueble"),
    ("red wine", "vino tinto"),
    ("heart failure", "insuficiencia cardíaca"),
    ("ring finger", "dedo anular"),
    ("head of state", "jefe de Estado"),
    ("frying pan", "sartén"),
    ("chewing gum", "chicle"),
    ("wild boar", "jabalí"),
    ("small intestine", "intestino delgado"),
    ("large intestine", "intestino grueso"),
    ("Christmas tree", "árbol de Navidad"),
    ("bulletin board", "tablón de anuncios"),
    ("space station", "estación espacial"),
    ("oil well", "pozo petrolífero"),
    ("oil wells", "pozos petrolíferos"),
    ("baking powder", "levadura en polvo"),
    ("whipped cream", "nata montada"),
    ("steering wheel", "volante"),
    ("machine translation", "traducción automática"),
    ("freezing point", "punto de congelación"),
    ("fine arts", "bellas artes"),
    ("egg yolk", "yema de huevo"),
    ("egg yolks", "yemas de huevo"),
    ("turning point", "punto de inflexión"),
    ("toilet paper", "papel higiénico"),
    ("record player", "tocadiscos"),
    ("can opener", "abrelatas"),
    ("bottle opener", "abrebotellas"),
    ("key ring", "llavero"),
    ("board of directors", "consejo de administración"),
    ("answering machine", "contestador automático"),
    ("sweet potato", "batata"),
    ("sweet potatoes", "batatas"),
    ("short story", "cuento"),
    ("short stories", "cuentos"),
    ("pound sterling", "libra esterlina"),
    ("capital punishment", "pena capital"),
    ("blood group", "grupo sanguíneo"),
    ("taxi driver", "taxista"),
    ("taxi drivers", "taxistas"),
    ("standard of living", "nivel de vida"),
    ("court order", "orden judicial"),
    ("bow tie", "pajarita"),
)])

PHRASES = ES_EN + EN_ES
