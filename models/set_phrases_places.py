"""Spanish-speaking places the models garble, for the glossary beside models/set_phrases.py (which
takes these lines into its PHRASES): Spain's regions and cities, Latin America's capitals, cities
and landmarks, as travel pages and the news name them.

Why: the dictionary's names (models/names.py) and the catalogues' (models/places.py) hold the
places whose English differs and that three catalogues agree on; the rest the students read as
words. es->en "El alcalde de Málaga" came out "The Machine mayor", "Viajamos a Lima" "We go to
File", "Granada" "Grand's", "Alicante" "Appearance", "Almería" "alkaline", "Lleida" "Caller",
"Buenos Aires" "Well Aires", "Asunción" "Assist", "Galicia" "Galician", "Extremadura"
"Extreme", "la Región de Murcia" "the Dead of Murcia", "Ciudad de México" "City of Mexico",
"Tierra del Fuego" "Earth of the Fire"; en->es "Majorca" "Maya", "Mexico City" "México
Ciudad", "Guatemala City" "la ciudad", "Alicante" lost, "Machu Picchu" "Machu", and English
spellings kept ("Andalusia", "Havana", "Asuncion"). Each was read in "Viajamos a X el verano
pasado." / "We travelled to X last summer." and "El alcalde de X visitó el puerto." (the
twenty-second session); places the models wrote right are not listed (a term costs the model
its reading of the words around it).

Which: one name each way (English's exonym where it has one: Andalusia, Havana, Mexico City),
matched as written (case-sensitive: "una lima" is a file, "la paz" peace).
"""
from __future__ import annotations

# (Spanish, English) names the es->en model garbled.
ES_EN = (
    ("Andalucía", "Andalusia"), ("Extremadura", "Extremadura"), ("Galicia", "Galicia"), ("Murcia", "Murcia"),
    ("Región de Murcia", "Region of Murcia"), ("Navarra", "Navarre"), ("Málaga", "Málaga"),
    ("Granada", "Granada"), ("Alicante", "Alicante"), ("Cádiz", "Cádiz"), ("Oviedo", "Oviedo"),
    ("Almería", "Almería"), ("Cáceres", "Cáceres"), ("Lleida", "Lleida"), ("Vitoria", "Vitoria"),
    ("Las Palmas", "Las Palmas"), ("Las Palmas de Gran Canaria", "Las Palmas de Gran Canaria"),
    ("Mallorca", "Mallorca"), ("Lima", "Lima"), ("Buenos Aires", "Buenos Aires"), ("Asunción", "Asunción"),
    ("La Habana", "Havana"), ("Ciudad de México", "Mexico City"), ("La Paz", "La Paz"),
    ("Valparaíso", "Valparaíso"), ("Santo Domingo", "Santo Domingo"), ("Ciudad de Panamá", "Panama City"),
    ("Cartagena", "Cartagena"), ("Cartagena de Indias", "Cartagena"), ("Barranquilla", "Barranquilla"),
    ("Cancún", "Cancún"), ("Tierra del Fuego", "Tierra del Fuego"), ("Machu Picchu", "Machu Picchu"),
    ("Islas Galápagos", "Galápagos Islands"), ("las Islas Galápagos", "the Galápagos Islands"),
    ("Galápagos", "Galápagos"),
)

# (English, Spanish) names the en->es model garbled or left in English.
EN_ES = (
    ("Andalusia", "Andalucía"), ("Navarre", "Navarra"), ("Castile", "Castilla"), ("Majorca", "Mallorca"),
    ("Minorca", "Menorca"), ("Havana", "La Habana"), ("Mexico City", "Ciudad de México"), ("Cadiz", "Cádiz"),
    ("Asuncion", "Asunción"), ("Valparaiso", "Valparaíso"), ("Medellin", "Medellín"), ("Almeria", "Almería"),
    ("Buenos Aires", "Buenos Aires"), ("the Galapagos Islands", "las Islas Galápagos"),
    ("the Galápagos Islands", "las Islas Galápagos"),
    ("Tierra del Fuego", "Tierra del Fuego"), ("Panama City", "Ciudad de Panamá"),
    ("Guatemala City", "Ciudad de Guatemala"), ("Cancun", "Cancún"), ("Alicante", "Alicante"),
    ("Machu Picchu", "Machu Picchu"), ("Catalonia", "Cataluña"),
)

PHRASES = ([(en, es, "es-en") for es, en in ES_EN]
           + [(en, es, "en-es") for en, es in EN_ES])
