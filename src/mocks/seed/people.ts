import { companyKinds, companyStems, cultures, streetNames, type Country } from './people-data';
import { pickWeighted, type SeedRandom } from './seed-random';

/** A generated person: the pieces seeds combine into users, invoice clients and guests. */
export interface SeedPerson {
  firstName: string;
  lastName: string;
  fullName: string;
  country: Country;
}

export interface SeedCompany {
  name: string;
  domain: string;
}

const cultureWeights = cultures.map((culture) => [culture, culture.weight] as const);
const pickCulture = (random: SeedRandom) => pickWeighted(random, cultureWeights);

/** One in ten people lives outside the countries of their name's culture: an international mix. */
const ABROAD_SHARE = 0.1;

export function randomPerson(random: SeedRandom): SeedPerson {
  const culture = pickCulture(random);
  const firstName = random.pick(culture.firstNames);
  const lastName = random.pick(culture.lastNames);
  const countries = random.bool(ABROAD_SHARE) ? pickCulture(random).countries : culture.countries;
  return {
    firstName,
    lastName,
    fullName: `${firstName} ${lastName}`,
    country: random.pick(countries),
  };
}

// Letters NFD does not split into a base letter and a mark.
const specialLetters: Record<string, string> = {
  ł: 'l',
  ø: 'o',
  ß: 'ss',
  æ: 'ae',
  ı: 'i',
  đ: 'd',
};

// Slugs of the same few hundred names are asked for thousands of times in the large seed.
const slugCache = new Map<string, string>();

/** Lower-case ASCII letters and digits only: `Łukasz` → `lukasz`, `De Luca` → `deluca`. */
export function slugify(value: string): string {
  let slug = slugCache.get(value);
  if (slug === undefined) {
    slug = value
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[łøßæıđ]/g, (letter) => specialLetters[letter] ?? '')
      .replace(/[^a-z0-9]/g, '');
    slugCache.set(value, slug);
  }
  return slug;
}

/** A phone number in the country's format. */
export function phoneNumber(random: SeedRandom, country: Country): string {
  // `%` exists because North American area and exchange codes never start with 0 or 1.
  return country.phone.replace(/[#%]/g, (slot) => String(random.int(slot === '%' ? 2 : 0, 9)));
}

export function randomCompany(random: SeedRandom, country: Country): SeedCompany {
  const stemIndex = random.int(0, companyStems.length - 1);
  const stem = companyStems[stemIndex] ?? companyStems[0];
  const kind = random.pick(companyKinds);
  // Half the brands are international (.com), half local; tied to the brand so that one company
  // keeps one domain per country, whoever works there.
  const tld = stemIndex % 2 === 0 ? 'com' : country.tld;
  return { name: `${stem} ${kind}`, domain: `${slugify(stem)}${slugify(kind)}.${tld}` };
}

export function streetAddress(random: SeedRandom, country: Country): string {
  return `${random.int(1, 250)} ${random.pick(streetNames)}, ${random.pick(country.cities)}`;
}

/**
 * Hands out unique lower-case names: the first free one of `candidate`, `candidate2`,
 * `candidate3`… Seeded with names already taken (the demo accounts).
 */
export function createUniqueNames(taken: Iterable<string> = []) {
  const used = new Set([...taken].map((name) => name.toLowerCase()));
  return (candidate: string, suffix = ''): string => {
    let name = `${candidate}${suffix}`.toLowerCase();
    for (let counter = 2; used.has(name); counter += 1) {
      name = `${candidate}${counter}${suffix}`.toLowerCase();
    }
    used.add(name);
    return name;
  };
}
