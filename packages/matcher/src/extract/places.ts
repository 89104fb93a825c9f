import { commaList } from '../taxonomy/lists';

// Cities whose names read like a person's ("Tel Aviv", "Beer Sheva", "San Jose"): two or more
// capitalised words with nothing else on the line. A resume often opens with one of them above
// or below the name; it is never the name.

const CITIES = new Set(
  commaList(`
tel aviv, tel-aviv, tel aviv-yafo, tel aviv yafo, beer sheva, be'er sheva, beersheba,
beer-sheva, ramat gan, petah tikva, petach tikva, rishon lezion, rishon le zion, kfar saba,
hod hasharon, bnei brak, bat yam, ra'anana, kiryat gat, kiryat shmona, kiryat ata, rosh haayin,
nes ziona, ramat hasharon, or yehuda, yokneam illit, modiin illit, ma'ale adumim, upper nazareth,
new york, new york city, los angeles, san francisco, san jose, san diego, san antonio,
las vegas, fort worth, el paso, long beach, kansas city, salt lake city, new orleans,
st louis, st. louis, saint louis, santa clara, santa monica, palo alto, mountain view,
menlo park, redwood city, jersey city, oklahoma city, virginia beach, colorado springs,
new delhi, navi mumbai, hong kong, kuala lumpur, buenos aires, sao paulo, são paulo,
rio de janeiro, mexico city, cape town, abu dhabi, ho chi minh city, tel aviv district,
addis ababa, dar es salaam, santo domingo, san juan, panama city, costa mesa, ann arbor,
baton rouge, des moines, little rock, grand rapids, st paul, saint paul, la paz, quebec city,
rio grande, frankfurt am main, the hague, den haag, novi sad, cluj napoca, saint petersburg,
st petersburg, nizhny novgorod, tel sheva, umm al-fahm, rahat, sakhnin
`),
);

/** True when the words are the name of a well-known city (any case, spaces or hyphens). */
export function isKnownCity(text: string): boolean {
  const key = text.trim().toLowerCase().replace(/\s+/g, ' ');
  return CITIES.has(key) || CITIES.has(key.replace(/-/g, ' '));
}
