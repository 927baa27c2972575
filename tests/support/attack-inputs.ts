/**
 * The malformed requests of the attack suite, generated from a route's shape
 * with a seeded PRNG (mulberry32), so that a failing run can be repeated with
 * its seed: ATTACK_SEED=<seed> npm test.
 *
 * Each case says whether its input is malformed whatever the route does with it
 * (`refuse: "always"`: a 4xx is the only right answer), malformed only for a
 * route that reads a body (`"if-body-read"`: a route that ignores its body may
 * answer 2xx), or odd but possibly valid (`"never-5xx"`: any answer but a 5xx).
 */
import { type ApiRoute, encodeSegment, type HttpMethod } from "./attack-routes";


export type Refusal = "always" | "if-body-read" | "never-5xx";
export type AttackKind = "param" | "path-form" | "query" | "body" | "content-type" | "size" | "cookie" | "authorization" | "header" | "method-override";

export interface AttackCase {
  kind: AttackKind;
  label: string;
  refuse: Refusal;
  /** Parameter values (defaults: the route's sample values). */
  params?: Record<string, string | string[]>;
  /** Put the parameter values into the path unencoded (`..`, `%2e`). */
  rawPath?: boolean;
  /** The query string without `?`. */
  query?: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
}

const LONG = "a".repeat(10_000);

/** Text that no identifier, slug or number of the shop looks like. */
export const MALFORMED_TEXT = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "\udfff",
  "\u202eevil",
  "🔌⚡",
  "ｆｕｌｌ",
  LONG,
  "é".repeat(3000),
  "../../../etc/passwd",
  "..\\..\\windows\\win.ini",
  "%00",
  "%ZZ",
  "<script>alert(1)</script>",
  "' or '1'='1",
  "1; drop table carts",
  "${jndi:ldap://x}",
  "{{7*7}}",
  "null",
  "undefined",
  "[object Object]",
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "hasOwnProperty",
  "valueOf",
];

/** Numbers a parser may get wrong. */
export const MALFORMED_NUMBERS = ["1e309", "-1e309", "-0", "NaN", "Infinity", "-Infinity", "18446744073709551616", "9007199254740993", "-1", "1.5", "0x10", "١٢٣", "9".repeat(400), "1e-400"];

/** Values that look almost right: a route may accept them, but must never fail on them. */
export const ODD_BUT_MAYBE_VALID = ["0", "1", "00001", "+1", " 1", "1 ", "1e3", "１２", "A", "a-b", "ABC123"];

/** JSON values of every type, for any field of a body. */
const ODD_JSON_VALUES = [
  "null",
  "true",
  "false",
  "0",
  "-0",
  "1e309",
  "-1e309",
  "18446744073709551616",
  "-1",
  "1.5",
  '""',
  '" "',
  '"NaN"',
  '"1e309"',
  '"\\u0000"',
  '"\\ud800"',
  '"\\u202e"',
  '"🔌"',
  JSON.stringify(LONG),
  "[]",
  "[null]",
  "{}",
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  "[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]",
];

const BROKEN_JSON = ["{", "}", "[1,", "nul", "{'a':1}", '{"a":}', '{"a":1}}', '{"a" 1}', "\uFEFF{", "{\"a\":\"\n\"}", '{"a":1,}', "NaN", "undefined", "\u0000"];

const PROTOTYPE_BODIES = ['{"__proto__":{"polluted":true}}', '{"a":{"__proto__":{"polluted":true}}}', '{"items":{"__proto__":{"qty":1}}}'];

/** Names a body or query of the shop uses, plus the ones a route's own source names (found by `fieldNames`). */
const COMMON_FIELDS = [
  "version",
  "items",
  "qty",
  "emailAddress",
  "password",
  "name",
  "role",
  "outcome",
  "postalCode",
  "houseNumber",
  "firstName",
  "paymentMethod",
  "acceptedTermsAndConditions",
  "shop",
  "token",
  "q",
  "page",
  "pageSize",
  "sort",
  "order",
  "from",
  "to",
  "id",
];

/**
 * The source of a route and of the project files it imports (its schemas live in
 * src/schemas or beside its use case), for `fieldNames`.
 */
export function routeSources(file: string, read: (file: string) => string | null): string {
  const source = read(file) ?? "";
  const imported = [...source.matchAll(/from\s+"@\/([^"]+)"/g)].map((match) => read(`src/${match[1]}.ts`) ?? "");
  return [source, ...imported].join("\n");
}

/** The project modules a route imports, as `@/…` specifiers. */
export function projectImports(source: string): string[] {
  return [...new Set([...source.matchAll(/from\s+"(@\/[^"]+)"/g)].map((match) => match[1]!))];
}

/** The keys of every zod object a module exports (looking through pipes, optionals, defaults), nested objects included. */
export function schemaKeys(exports: Record<string, unknown>): string[] {
  const keys = new Set<string>();
  const seen = new Set<unknown>();
  const visit = (schema: unknown, depth: number) => {
    if (!schema || typeof schema !== "object" || seen.has(schema) || depth > 6) return;
    seen.add(schema);
    const candidate = schema as { shape?: Record<string, unknown>; def?: Record<string, unknown> };
    if (candidate.shape && typeof candidate.shape === "object") {
      for (const [key, value] of Object.entries(candidate.shape)) {
        keys.add(key);
        visit(value, depth + 1);
      }
    }
    for (const inner of ["in", "out", "innerType", "schema", "valueType", "element"]) visit(candidate.def?.[inner], depth + 1);
  };
  for (const value of Object.values(exports)) visit(value, 0);
  return [...keys];
}

/** Field names in a route's source (`name: z.…`, `name: …Param(`), so its own schema's keys are attacked too. */
export function fieldNames(source: string): string[] {
  const found = new Set<string>();
  for (const match of source.matchAll(/\b([a-zA-Z][a-zA-Z0-9]*)\s*:\s*(?:z\.|[a-z][a-zA-Z]*Param\()/g)) found.add(match[1]!);
  return [...found];
}

const COOKIES = [
  "stekker_session=",
  "stekker_session=garbage",
  `stekker_session=${"a".repeat(8000)}`,
  "stekker_session=abc.def.ghi",
  "stekker_session=AAAAAAAAAAAAAAAAAAAAAA.9999999999.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
  "stekker_session=%00",
  "stekker_session=%ZZ",
  "stekker_session=\u00e9\u00ff",
  "stekker_session=a; stekker_session=b",
  `stekker_staff=${"A".repeat(43)}`,
  "stekker_staff=../../etc/passwd",
  "stekker_staff=stk_x",
  "stekker_staff=",
  "=;=;;",
  "stekker_session",
  "__proto__=1; constructor=2",
];

const AUTHORIZATIONS = [
  "Bearer",
  "Bearer ",
  "Bearer garbage",
  "Bearer stk_",
  `Bearer stk_${"A".repeat(43)}`,
  `Bearer stk_${"x".repeat(2000)}`,
  "Bearer stk_!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!",
  "Bearer  stk_AAAA",
  "bearer stk_AAAA",
  "Basic ====",
  "Basic !@#$",
  `Basic ${Buffer.from("::").toString("base64")}`,
  `Basic ${Buffer.from(":stk_AAAA").toString("base64")}`,
  `Basic ${Buffer.from([0xff, 0xfe, 0x00, 0x3a, 0x80]).toString("base64")}`,
  `Basic ${"a".repeat(10_000)}`,
  "Digest username=x",
  "stk_AAAA",
  "Basic",
];

const OTHER_HEADERS: Record<string, string>[] = [
  { "x-stekker-client-address": "../../etc" },
  { "x-forwarded-for": "1.1.1.1, ::1, garbage" },
  { "idempotency-key": "" },
  { "idempotency-key": "x".repeat(5000) },
  { "idempotency-key": "\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9\u00e9" },
  { "x-http-method-override": "DELETE" },
  { accept: "text/html" },
  { accept: "*/*;q=garbage" },
  { "if-none-match": "*" },
  { range: "bytes=0-0,-1" },
  { origin: "null" },
  { host: "evil.example" },
];

const METHOD_OVERRIDES = ["DELETE", "PUT", "PATCH", "GET", "delete", "put", "", "__proto__", "constructor", "toString", "hasOwnProperty", "POST", "_method", "PUT&_method=DELETE"];

function jsonBody(text: string): Pick<AttackCase, "headers" | "body"> {
  return { headers: { "content-type": "application/json" }, body: text };
}

const writes = (method: HttpMethod) => method !== "GET" && method !== "HEAD" && method !== "OPTIONS";

/** Every case for one route and method, before sampling. */
export function attackCases(route: ApiRoute, method: HttpMethod, routeFields: string[]): AttackCase[] {
  const cases: AttackCase[] = [];
  const paramSegments = route.segments.filter((segment) => segment.kind !== "static");
  for (const segment of paramSegments) {
    for (const value of [...MALFORMED_TEXT, ...MALFORMED_NUMBERS]) {
      cases.push({ kind: "param", label: `${segment.name}=${JSON.stringify(value.slice(0, 40))}`, refuse: "always", params: { [segment.name]: value } });
    }
    for (const value of ODD_BUT_MAYBE_VALID) cases.push({ kind: "param", label: `${segment.name}=${JSON.stringify(value)}`, refuse: "never-5xx", params: { [segment.name]: value } });
    // As the path arrives unnormalised: the handler gets the segment as it is.
    for (const value of ["..", ".", "%2e", "%2e%2e", "%2E", "..%2f", "%2f", "%5c", "%252e", "x/../1"]) {
      cases.push({ kind: "path-form", label: `${segment.name} raw ${value}`, refuse: "always", params: { [segment.name]: value }, rawPath: true });
    }
  }
  const keys = [...new Set([...routeFields, ...COMMON_FIELDS, "_method", "__proto__", "constructor"])];
  for (const key of keys) {
    for (const value of [...MALFORMED_TEXT.slice(0, 20), ...MALFORMED_NUMBERS.slice(0, 8)]) {
      cases.push({ kind: "query", label: `?${key}=${JSON.stringify(value.slice(0, 30))}`, refuse: "never-5xx", query: `${encodeSegment(key)}=${encodeSegment(value)}` });
    }
  }
  for (const query of [
    "__proto__[polluted]=1",
    "constructor[prototype][polluted]=1",
    "a[b][c][d][e][f][g][h][i]=1",
    "page=1&page=2&page=3",
    "=1",
    "&&&",
    "%ZZ=%ZZ",
    "q=%00",
    Array.from({ length: 1000 }, (_, index) => `k${index}=${index}`).join("&"),
    `q=${"a".repeat(100_000)}`,
    "token=stk_AAAA&token=x",
  ]) {
    cases.push({ kind: "query", label: `?${query.slice(0, 40)}`, refuse: "never-5xx", query });
  }
  for (const cookie of COOKIES) cases.push({ kind: "cookie", label: `cookie ${cookie.slice(0, 40)}`, refuse: "never-5xx", headers: { cookie } });
  for (const authorization of AUTHORIZATIONS) {
    cases.push({ kind: "authorization", label: `authorization ${authorization.slice(0, 40)}`, refuse: "never-5xx", headers: { authorization } });
  }
  for (const headers of OTHER_HEADERS) cases.push({ kind: "header", label: `header ${JSON.stringify(headers).slice(0, 60)}`, refuse: "never-5xx", headers });

  if (writes(method)) {
    for (const text of BROKEN_JSON) cases.push({ kind: "body", label: `broken JSON ${JSON.stringify(text)}`, refuse: "if-body-read", ...jsonBody(text) });
    for (const text of PROTOTYPE_BODIES) cases.push({ kind: "body", label: `prototype key ${text}`, refuse: "if-body-read", ...jsonBody(text) });
    cases.push({ kind: "body", label: "nesting 10,000 deep", refuse: "if-body-read", ...jsonBody(`${"[".repeat(10_000)}${"]".repeat(10_000)}`) });
    cases.push({ kind: "body", label: "NUL in a string", refuse: "if-body-read", ...jsonBody('{"a":"x\\u0000y"}') });
    cases.push({ kind: "body", label: "lone surrogate in a string", refuse: "if-body-read", ...jsonBody('{"a":"\\ud800"}') });
    for (const text of ["[]", "1", '"x"', "null", "true", "[{}]"]) cases.push({ kind: "body", label: `not an object ${text}`, refuse: "never-5xx", ...jsonBody(text) });
    const fields = [...new Set([...routeFields, ...COMMON_FIELDS])];
    for (const field of fields) {
      for (const value of ODD_JSON_VALUES) {
        cases.push({ kind: "body", label: `${field}: ${value.slice(0, 30)}`, refuse: "never-5xx", ...jsonBody(`{${JSON.stringify(field)}:${value}}`) });
      }
    }
    for (let round = 0; round < 12; round += 1) {
      const mixed = fields.map((field) => `${JSON.stringify(field)}:${ODD_JSON_VALUES[(round * 7 + field.length * 3) % ODD_JSON_VALUES.length]}`);
      cases.push({ kind: "body", label: `every field odd, round ${round}`, refuse: "never-5xx", ...jsonBody(`{${mixed.join(",")}}`) });
    }
    cases.push({ kind: "body", label: "every field 2**64", refuse: "never-5xx", ...jsonBody(`{${fields.map((field) => `${JSON.stringify(field)}:18446744073709551616`).join(",")}}`) });

    cases.push({ kind: "content-type", label: "XML", refuse: "if-body-read", headers: { "content-type": "application/xml" }, body: "<a>1</a>" });
    cases.push({ kind: "content-type", label: "multipart", refuse: "if-body-read", headers: { "content-type": "multipart/form-data; boundary=x" }, body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--' });
    cases.push({ kind: "content-type", label: "multipart without boundary", refuse: "if-body-read", headers: { "content-type": "multipart/form-data" }, body: "garbage" });
    cases.push({ kind: "content-type", label: "octet-stream", refuse: "if-body-read", headers: { "content-type": "application/octet-stream" }, body: new Uint8Array([0, 1, 2, 255]) });
    cases.push({ kind: "content-type", label: "UTF-16 JSON", refuse: "if-body-read", headers: { "content-type": "application/json; charset=utf-16" }, body: new Uint8Array([0xff, 0xfe, 0x7b, 0, 0x7d, 0]) });
    cases.push({ kind: "content-type", label: "invalid UTF-8", refuse: "if-body-read", headers: { "content-type": "application/json" }, body: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]) });
    cases.push({ kind: "content-type", label: "text/plain JSON", refuse: "never-5xx", headers: { "content-type": "text/plain" }, body: "{}" });
    cases.push({ kind: "content-type", label: "no content type", refuse: "never-5xx", body: "{}" });
    cases.push({ kind: "content-type", label: "content type garbage", refuse: "never-5xx", headers: { "content-type": ";;;=;" }, body: "{}" });
    const form = { "content-type": "application/x-www-form-urlencoded" };
    cases.push({ kind: "content-type", label: "form nested 9 deep", refuse: "if-body-read", headers: form, body: "a[b][c][d][e][f][g][h][i]=1" });
    cases.push({ kind: "content-type", label: "form __proto__", refuse: "if-body-read", headers: form, body: "__proto__[polluted]=1" });
    cases.push({ kind: "content-type", label: "form 1,001 fields", refuse: "if-body-read", headers: form, body: Array.from({ length: 1001 }, (_, index) => `f${index}=1`).join("&") });
    for (const body of ["%ZZ=1", "=", "&&", "items[1][qty]=-1", "items[]=1&items[x]=2", "version=1e309", "a=%00", "a=%F0%9F", "constructor[prototype][x]=1"]) {
      cases.push({ kind: "content-type", label: `form ${body}`, refuse: "never-5xx", headers: form, body });
      cases.push({ kind: "content-type", label: `form navigation ${body}`, refuse: "never-5xx", headers: { ...form, accept: "text/html" }, body });
    }
    for (const size of [1_100, 4_200, 70_000, 1_100_000]) {
      cases.push({ kind: "size", label: `${size} bytes`, refuse: "never-5xx", ...jsonBody(`{"a":"${"a".repeat(size)}"}`) });
    }
    // Past every route's limit (the largest is 1 MiB).
    cases.push({ kind: "size", label: "2.2 MB", refuse: "if-body-read", ...jsonBody(`{"a":"${"a".repeat(2_200_000)}"}`) });
    cases.push({ kind: "size", label: "2.2 MB form", refuse: "if-body-read", headers: form, body: `a=${"a".repeat(2_200_000)}` });
  }
  if (method === "POST") {
    for (const value of METHOD_OVERRIDES) {
      cases.push({ kind: "method-override", label: `?_method=${value}`, refuse: "never-5xx", query: `_method=${value}`, ...jsonBody("{}") });
    }
  }
  return cases;
}

/** `count` cases picked by the PRNG, every kind kept (the first of each kind is always in). */
export function sample<T extends { kind: string }>(cases: T[], count: number, random: () => number): T[] {
  if (cases.length <= count) return cases;
  const firstOfKind = new Map<string, T>();
  for (const item of cases) if (!firstOfKind.has(item.kind)) firstOfKind.set(item.kind, item);
  const rest = cases.filter((item) => firstOfKind.get(item.kind) !== item);
  for (let index = rest.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [rest[index], rest[other]] = [rest[other]!, rest[index]!];
  }
  return [...firstOfKind.values(), ...rest.slice(0, Math.max(0, count - firstOfKind.size))];
}
