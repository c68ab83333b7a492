// Realistic leaf values (strings, numbers) for a schema without an example: by format first, then by the field's name
// and its parents' names; faker supplies the values, the mapping is ours. null = nothing known, the caller decides.
import type { Faker } from '@faker-js/faker';

type Obj = Record<string, unknown>;
type Gen = (f: Faker) => string;

const iso = (f: Faker) => f.date.between({ from: '2021-01-01T00:00:00Z', to: '2025-12-31T00:00:00Z' });
const words = (f: Faker, min: number, max: number) => f.word.words({ count: { min, max } });
const title = (f: Faker) => {
  const w = words(f, 2, 5);
  return w.charAt(0).toUpperCase() + w.slice(1);
};

const BY_FORMAT: Record<string, Gen> = {
  'date-time': (f) => iso(f).toISOString().replace(/\.\d{3}Z$/, 'Z'),
  date: (f) => iso(f).toISOString().slice(0, 10),
  time: (f) => `${iso(f).toISOString().slice(11, 19)}Z`,
  uuid: (f) => f.string.uuid(),
  guid: (f) => f.string.uuid(),
  email: (f) => f.internet.email().toLowerCase(),
  'idn-email': (f) => f.internet.email().toLowerCase(),
  uri: (f) => f.internet.url(),
  url: (f) => f.internet.url(),
  iri: (f) => f.internet.url(),
  'uri-reference': (f) => `/${f.word.noun()}/${f.number.int({ min: 1, max: 999 })}`,
  'iri-reference': (f) => `/${f.word.noun()}/${f.number.int({ min: 1, max: 999 })}`,
  'uri-template': (f) => `${f.internet.url()}/{id}`,
  hostname: (f) => f.internet.domainName(),
  'idn-hostname': (f) => f.internet.domainName(),
  ipv4: (f) => f.internet.ipv4(),
  ipv6: (f) => f.internet.ipv6(),
  byte: (f) => f.string.alphanumeric(16),
  password: (f) => f.internet.password({ length: 16 }),
  duration: (f) => `P${f.number.int({ min: 1, max: 30 })}D`,
  int32: (f) => String(f.number.int({ min: 1, max: 100_000 })),
  int64: (f) => String(f.number.int({ min: 1, max: 10_000_000 })),
  regex: () => '^[a-z0-9-]+$',
  'json-pointer': (f) => `/${f.word.noun()}/0`,
  'relative-json-pointer': () => '0/id',
  color: (f) => f.color.rgb(),
  currency: (f) => f.finance.currencyCode(),
  phone: (f) => f.phone.number({ style: 'international' }),
  'country-code': (f) => f.location.countryCode(),
};

const PERSON = /^(user|users|owner|author|creator|assignee|assignees|member|members|person|people|customer|contact|sender|recipient|reviewer|committer|actor|account|profile|employee|student|teacher|artist|artists|driver|patient|admin)$/;
const COMPANY = /^(company|organization|organisation|org|orgs|vendor|merchant|business|publisher|brand|team|employer)$/;
const PLACE = /^(place|city|location|venue|address|region|area|country|store|shop|brewery|hotel|restaurant)$/;
const PET = /^(pet|pets|animal|animals|dog|cat)$/;

/** The name a string of this field most likely holds; null when none fits. */
function byName(name: string, parents: string[]): Gen | null {
  const n = name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
  const parent = (parents.find((p) => p !== '' && !/^(data|items|results|value|values|\d+)$/.test(p)) ?? '').replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
  const rules: Array<[RegExp, Gen]> = [
    [/(^|_)(uuid|guid)$/, (f) => f.string.uuid()],
    [/(^|_)e?mail(_address)?$/, (f) => f.internet.email().toLowerCase()],
    [/^(first_name|firstname|given_name|forename)$/, (f) => f.person.firstName()],
    [/^(last_name|lastname|family_name|surname)$/, (f) => f.person.lastName()],
    [/^(full_name|display_name|real_name|contact_name|author_name|owner_name|customer_name|user_name_full)$/, (f) => f.person.fullName()],
    [/^(login|username|user_name|handle|screen_name|nickname|nick)$/, (f) => f.internet.username().toLowerCase().replace(/[^a-z0-9_-]/g, '')],
    [/(avatar|gravatar|photo|picture|image|icon|logo|thumbnail|banner)(_url|_uri|_link)?$/, (f) => (n.includes('avatar') ? f.image.avatar() : f.image.url())],
    [/(^|_)(url|uri|href|link|website|homepage|home_page|permalink|endpoint|webhook)$/, (f) => f.internet.url()],
    [/(^|_)(sha|sha1|commit|commit_id|hash|digest|checksum|etag|revision)$/, (f) => f.git.commitSha()],
    [/(^|_)(phone|phone_number|mobile|fax|telephone|tel)$/, (f) => f.phone.number({ style: 'international' })],
    [/(^|_)(street|street_address|address1|address_1|address_line1|line1|address)$/, (f) => f.location.streetAddress()],
    [/(^|_)(address2|address_2|address_line2|line2)$/, (f) => f.location.secondaryAddress()],
    [/(^|_)city$/, (f) => f.location.city()],
    [/(^|_)(state|province|state_province)$/, (f) => f.location.state()],
    [/(^|_)(country_code|country_iso|iso_country)$/, (f) => f.location.countryCode()],
    [/(^|_)country$/, (f) => f.location.country()],
    [/(^|_)(zip|zip_code|zipcode|postal_code|postcode|post_code)$/, (f) => f.location.zipCode('#####')],
    [/(^|_)(time_?zone|tz)$/, (f) => f.location.timeZone()],
    [/(^|_)(currency|currency_code)$/, (f) => f.finance.currencyCode()],
    [/(^|_)(locale|language|lang|language_code)$/, (f) => f.helpers.arrayElement(['en', 'en-US', 'fr', 'de', 'es', 'ja'])],
    [/(^|_)(color|colour)$/, (f) => f.color.rgb()],
    [/(^|_)(ip|ip_address|ipv4)$/, (f) => f.internet.ipv4()],
    [/(^|_)(domain|host|hostname)$/, (f) => f.internet.domainName()],
    [/(^|_)(version|semver)$/, (f) => f.system.semver()],
    [/(^|_)(mime_type|content_type|media_type|mimetype)$/, (f) => f.system.mimeType()],
    [/(^|_)(file_?name)$/, (f) => f.system.fileName()],
    [/(^|_)(path|file_path|filepath)$/, (f) => f.system.filePath()],
    [/(^|_)(slug|key|code|permalink_slug)$/, (f) => f.helpers.slugify(words(f, 1, 3)).toLowerCase()],
    [/(^|_)(token|secret|api_key|access_token|password|signature|node_id)$/, (f) => f.string.alphanumeric(24)],
    [/(^|_)(company|company_name|organization|organisation|employer|brand|vendor|merchant)$/, (f) => f.company.name()],
    [/(^|_)(job_title|role|position|occupation)$/, (f) => f.person.jobTitle()],
    [/(^|_)(created|updated|modified|deleted|closed|merged|published|expires|expired|started|ended|finished|pushed|due|last_seen)(_at|_on|_time|_date|_timestamp)?$/, (f) => BY_FORMAT['date-time']?.(f) ?? ''],
    [/(^|_)(at|timestamp|datetime|date_time|time)$/, (f) => BY_FORMAT['date-time']?.(f) ?? ''],
    [/(^|_)(date|day|birthday|birth_date|dob)$/, (f) => BY_FORMAT.date?.(f) ?? ''],
    [/(^|_)(first|given)$/, (f) => f.person.firstName()],
    [/(^|_)(last|family)$/, (f) => f.person.lastName()],
    [/(^|_)(title|headline|subject|caption|label|heading)$/, title],
    [/(^|_)(description|summary|body|text|content|message|comment|comments|note|notes|bio|about|details|reason|excerpt|abstract|overview|instructions)$/, (f) => f.lorem.sentence()],
    [/(^|_)(status|state)$/, (f) => f.helpers.arrayElement(['active', 'pending', 'completed'])],
    [/(^|_)(type|kind|category|group|genre|department)$/, (f) => f.commerce.department().toLowerCase()],
    [/(^|_)(tag|tags|keyword|keywords|topic|topics)$/, (f) => f.word.noun()],
    [/(^|_)(id|ids|identifier|number|ref|reference)$/, (f) => f.string.alphanumeric({ length: 12, casing: 'lower' })],
  ];
  for (const [re, gen] of rules) if (re.test(n)) return gen;
  if (/(^|_)name$/.test(n) || n === 'names') {
    const whose = n === 'name' || n === 'names' ? parent : n.replace(/_name$/, '');
    if (PERSON.test(whose) || /^(user|author|owner|person|customer|contact|member)/.test(whose)) return (f) => f.person.fullName();
    if (COMPANY.test(whose)) return (f) => f.company.name();
    if (PLACE.test(whose)) return (f) => `${f.location.city()} ${f.helpers.arrayElement(['Hall', 'House', 'Works', 'Market', 'Point'])}`;
    if (PET.test(whose)) return (f) => f.animal.petName();
    if (/^(category|categories|department|genre|group|groups|type|kind|section)$/.test(whose)) return (f) => f.commerce.department();
    if (/^(tag|tags|label|labels|topic|topics|keyword|keywords|skill|skills)$/.test(whose)) return (f) => f.word.noun();
    if (/^(repo|repository|project|package|app|application|workflow|branch|environment|bucket|file|folder|channel)s?$/.test(whose)) return (f) => f.helpers.slugify(words(f, 1, 2)).toLowerCase();
    if (/^(product|item|sku|article|plan|price)s?$/.test(whose)) return (f) => f.commerce.productName();
    return title;
  }
  return null;
}

/** A realistic string for this schema and field, or null when neither its format nor its name says anything. */
export function fakeString(f: Faker, schema: Obj, name: string, parents: string[]): string | null {
  const format = typeof schema.format === 'string' ? schema.format.toLowerCase() : '';
  const gen = BY_FORMAT[format] ?? byName(name, parents);
  return gen ? gen(f) : null;
}

/** Some words, for a string field nothing else describes. */
export function fakeWords(f: Faker): string {
  return words(f, 1, 3);
}

/** A number for this field within [lo, hi]: by its name (prices, counts, coordinates, years, timestamps), else a small one. */
export function fakeNumber(f: Faker, name: string, integer: boolean, lo: number, hi: number): number {
  const n = name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
  const within = (a: number, b: number) => {
    const min = Math.max(lo, a);
    const max = Math.min(hi, b);
    if (min > max) return integer ? Math.ceil(lo === -Infinity ? Math.min(0, hi) : lo) : lo === -Infinity ? Math.min(0, hi) : lo;
    return integer ? f.number.int({ min: Math.ceil(min), max: Math.floor(max) }) : f.number.float({ min, max, fractionDigits: 2 });
  };
  if (/(^|_)(lat|latitude)$/.test(n)) return within(-90, 90);
  if (/(^|_)(lng|lon|long|longitude)$/.test(n)) return within(-180, 180);
  if (/(^|_)(created|updated|timestamp|time|date|expires|at|start|end|period_start|period_end)$|_at$/.test(n) && integer) return within(1_609_459_200, 1_767_139_200);
  if (/(^|_)year$/.test(n)) return within(1990, 2025);
  if (/(^|_)(price|amount|cost|total|subtotal|balance|fee|salary|revenue|value)$/.test(n)) return integer ? within(100, 100_000) : within(1, 1_000);
  if (/(^|_)(age)$/.test(n)) return within(18, 90);
  if (/(^|_)(rating|score|stars)$/.test(n)) return within(1, 5);
  if (/(^|_)(percent|percentage)$/.test(n)) return within(0, 100);
  if (/(^|_)(page|per_page|limit|offset)$/.test(n)) return within(1, 100);
  if (/(^|_)(id|number|num)$|_id$|id$/.test(n) && integer) return within(1, 99_999);
  if (/(count|size|quantity|qty|total|length|width|height|weight|duration)/.test(n)) return within(0, 500);
  return integer ? within(1, 1_000) : within(0, 1_000);
}
