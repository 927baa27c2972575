/**
 * Many orders at once, for the back office's benchmark (`npm run bench --
 * --orders 100000`, docs/PERFORMANCE.md): made by PostgreSQL itself with
 * `insert … select generate_series`, a few seconds for 100,000, rather than
 * placed one by one. Each order gets a cart of its own (orders.cart_id is
 * unique) and a realistic spread, drawn from a hash of its number so that the
 * same count always gives the same orders: placed over the last 180 days; a
 * quarter picked up, the rest delivered (default, extra service, assembly);
 * payment methods that fit the delivery; statuses by age (last week's orders
 * are still new, in progress, ready or on their way, older ones completed,
 * with cancellations, failures, withdrawals and returns among them); Dutch and
 * Belgian names, postal codes, cities and mobile numbers.
 *
 * The statements are plain SQL for whichever client runs them (the bench's
 * postgres.js, a test's Drizzle `execute`).
 */

const FIRST_NAMES = ["Jan", "Piet", "Klaas", "Sanne", "Emma", "Lotte", "Daan", "Sem", "Lucas", "Julia", "Mila", "Tess", "Noah", "Finn", "Sophie", "Anna", "Ruben", "Lars", "Eva", "Femke", "Bram", "Thijs", "Iris", "Fleur", "Joris", "Mees", "Lieke", "Anouk", "Wouter", "Ilse"];
const LAST_NAMES = [
  "de Jong", "Jansen", "de Vries", "van den Berg", "van Dijk", "Bakker", "Janssen", "Visser", "Smit", "Meijer", "de Boer", "Mulder", "de Groot", "Bos", "Vos", "Peters", "Hendriks",
  "van Leeuwen", "Dekker", "Brouwer", "de Wit", "Dijkstra", "Smits", "de Graaf", "van der Meer", "van der Linden", "Kok", "Jacobs", "de Haan", "Vermeulen", "Peeters", "Maes", "Claes", "Wouters", "Goossens",
];
const CITIES = ["Amsterdam", "Rotterdam", "Utrecht", "Den Haag", "Eindhoven", "Groningen", "Leiden", "Haarlem", "Zwolle", "Nijmegen", "Breda", "Tilburg", "Arnhem", "Delft", "Alkmaar", "Amersfoort"];
const BELGIAN_CITIES = ["Antwerpen", "Gent", "Brugge", "Leuven", "Hasselt", "Mechelen"];

const textArray = (values: readonly string[]) => `array[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(", ")}]`;

/** The statements that add `count` orders (and their carts) placed up to `now`. */
export function seedOrdersStatements(count: number, now: Date): string[] {
  if (!Number.isInteger(count) || count < 1 || count > 1_000_000) throw new Error("seedOrdersStatements: count moet een geheel getal van 1 tot en met 1000000 zijn");
  const at = `'${now.toISOString()}'::timestamptz`;
  // r(k): the k-th pseudo-random non-negative number of order g.
  const r = (k: number) => `(hashint4(g * 97 + ${k}) & 2147483647)`;
  return [
    `insert into carts (cart_id, session_id, fields, items, locked, created_at, updated_at, expires_at)
     select 'seed-order-' || g, 'seed-session-' || g, '{}'::jsonb, '{}'::jsonb, true, ${at}, ${at}, ${at} + interval '31 days'
       from generate_series(1, ${count}) g`,
    `insert into orders (order_ref, cart_id, session_id, payment_status, fulfilment_status, payment_method, delivery_type, delivery_day, delivery_week,
                         email_address, fields, items, totals, grand_total_cents, created_at, paid_at, cancelled_at, withdrawn_at, channel)
     with drawn as (
       select g,
              ${at} - make_interval(mins => ${r(1)} % (180 * 24 * 60)) as placed,
              ${r(2)} % 100 as kind, ${r(3)} % 100 as method, ${r(4)} % 100 as fate,
              (${textArray(FIRST_NAMES)})[1 + ${r(5)} % ${FIRST_NAMES.length}] as first_name,
              (${textArray(LAST_NAMES)})[1 + ${r(6)} % ${LAST_NAMES.length}] as last_name,
              ${r(7)} % 100 < 94 as dutch,
              ${r(8)} as place, ${r(9)} as phone, 15000 + ${r(10)} % 300000 as total,
              ${r(11)} % 100 as channel
         from generate_series(1, ${count}) g
     ),
     shaped as (
       select *,
              case when kind < 25 then 'pickUp' when kind < 75 then 'default' when kind < 90 then 'extraService' else 'assembly' end as delivery_type,
              ${at} - placed < interval '7 days' as recent
         from drawn
     ),
     paid as (
       select *,
              case when delivery_type = 'pickUp'
                   then case when method < 45 then 'ideal' when method < 75 then 'pinOnPickup' when method < 88 then 'banktransfer' else 'creditcard' end
                   else case when method < 50 then 'ideal' when method < 65 then 'banktransfer' when method < 75 then 'creditcard' when method < 85 then 'bancontact' else 'pinOnDelivery' end
              end as payment_method
         from shaped
     ),
     fated as (
       select *,
              case
                when fate < 4 then 'cancelled'
                when fate < 6 then 'withdrawn'
                when fate < 7 then 'returned'
                when not recent then 'completed'
                when fate < 40 then 'new'
                when fate < 65 then 'processing'
                when delivery_type = 'pickUp' then 'readyForPickup'
                when fate < 85 then 'outForDelivery'
                else 'completed'
              end as fulfilment_status
         from paid
     ),
     statused as (
       select *,
              case
                when fulfilment_status = 'cancelled' then 'expired'
                when fulfilment_status = 'returned' then 'refunded'
                when fulfilment_status = 'withdrawn' then case when fate % 2 = 0 then 'paid' else 'refunded' end
                when fulfilment_status = 'completed' then 'paid'
                when payment_method in ('pinOnPickup', 'pinOnDelivery') then 'pending'
                -- Unpaid only within its term, as in a shop whose sweeps have run: an older transfer got its reminder
                -- and was paid, an online payment older than 2 hours was paid (or its order cancelled above).
                when payment_method = 'banktransfer' then case when fate % 3 = 0 and ${at} - placed < interval '3 days' then 'pending' else 'paid' end
                when fulfilment_status not in ('new', 'processing') then 'paid'
                when fate % 10 = 0 and ${at} - placed < interval '2 hours' then 'failed'
                when fate % 10 = 1 and ${at} - placed < interval '2 hours' then 'open'
                else 'paid'
              end as payment_status
         from fated
     )
     select nextval('order_ref_seq')::text, 'seed-order-' || g, 'seed-session-' || g, payment_status, fulfilment_status, payment_method, delivery_type,
            case when delivery_type = 'pickUp' then null else (placed at time zone 'Europe/Amsterdam')::date + 1 + ${r(12)} % 10 end,
            null,
            lower(first_name || '.' || replace(last_name, ' ', '')) || g || '@example.nl',
            jsonb_build_object(
              'firstName', first_name, 'lastName', last_name,
              'emailAddress', lower(first_name || '.' || replace(last_name, ' ', '')) || g || '@example.nl',
              'phoneNumber', case when dutch then '06' || lpad((phone % 100000000)::text, 8, '0') else '+324' || lpad((phone % 100000000)::text, 8, '0') end,
              'shippingStreet', 'Dorpsstraat', 'shippingHouseNumber', (1 + place % 200)::text,
              'shippingPostalCode', case when dutch then (1000 + place % 9000)::text || ' ' || chr(65 + place % 26) || chr(65 + (place / 26) % 26) else (1000 + place % 9000)::text end,
              'shippingCity', case when dutch then (${textArray(CITIES)})[1 + place % ${CITIES.length}] else (${textArray(BELGIAN_CITIES)})[1 + place % ${BELGIAN_CITIES.length}] end,
              'shippingCountry', case when dutch then 'NL' else 'BE' end,
              'companyName', case when place % 20 = 0 then last_name || ' Installatietechniek' else null end,
              'paymentMethod', payment_method,
              'pickUpDay', case when delivery_type = 'pickUp' then ((placed at time zone 'Europe/Amsterdam')::date + 1)::text else null end
            ),
            '[]'::jsonb, jsonb_build_object('grandTotal', total, 'itemsTotal', total), total, placed,
            case when payment_status in ('paid', 'refunded') then placed + interval '5 minutes' end,
            case when fulfilment_status = 'cancelled' then placed + interval '2 hours' end,
            case when fulfilment_status in ('withdrawn', 'returned') then placed + interval '10 days' end,
            case when channel < 90 then 'web' when channel < 96 then 'phone' else 'shop' end
       from statused`,
    // The mails of the orders' past as sent, as in a shop that has been running: the outbox finds nothing to do
    // during the bench (it would otherwise send a "betaling ontvangen" for every order paid in the last week).
    `insert into order_mails (order_ref, kind, occasion, due_at, claimed_at, sent_at)
     select order_ref, 'paymentReceived', '', paid_at, paid_at, paid_at from orders where cart_id like 'seed-order-%' and paid_at is not null
     on conflict do nothing`,
    // Vacuumed as well as analysed: the visibility map lets a count be answered from an index alone.
    "vacuum analyze carts",
    "vacuum analyze orders",
    "vacuum analyze order_mails",
  ];
}
