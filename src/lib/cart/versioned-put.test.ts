import { describe, expect, it } from "vitest";

import { ApiRequestError } from "@/lib/http";

import type { Cart } from "./types";
import { putVersioned, type VersionedPutDeps } from "./versioned-put";

const cartAt = (version: number, qty: number) => ({ cartId: "c1", version, items: { "1": { qty } } }) as unknown as Cart;
const refused = (status: number) => new ApiRequestError({ status, message: `status ${status}` });

/** A server whose cart is at `serverVersion`; a PUT with another version is a 409. */
function fakeServer(initial: { known: Cart | null; server: Cart; answers?: ApiRequestError[] }) {
  let server = initial.server;
  const answers = [...(initial.answers ?? [])];
  const puts: Record<string, unknown>[] = [];
  let gets = 0;
  const deps: VersionedPutDeps = {
    knownCart: () => initial.known,
    getCart: () => {
      gets += 1;
      return Promise.resolve(server);
    },
    putCart: (_id, body) => {
      puts.push(body);
      const forced = answers.shift();
      if (forced) return Promise.reject(forced);
      if (body.version !== server.version) return Promise.reject(refused(409));
      server = { ...server, version: server.version + 1 };
      return Promise.resolve(server);
    },
  };
  return { deps, puts, gets: () => gets, moveOn: (cart: Cart) => (server = cart) };
}

/** The change the tests send: one more of item 1 than the cart it is made on has. */
const oneMore = (base: Cart) => ({ qty: (base.items["1"]?.qty ?? 0) + 1 });

describe("a cart change is sent with the version it was made on", () => {
  it("sends the change made on the cart as last answered, with its version, without reading it again", async () => {
    const known = cartAt(4, 2);
    const { deps, puts, gets } = fakeServer({ known, server: known });
    const answer = await putVersioned("c1", oneMore, deps);
    expect(puts).toEqual([{ qty: 3, version: 4 }]);
    expect(gets()).toBe(0);
    expect(answer.version).toBe(5);
  });

  it("reads the cart first when this tab has none", async () => {
    const { deps, puts, gets } = fakeServer({ known: null, server: cartAt(7, 1) });
    await putVersioned("c1", oneMore, deps);
    expect(gets()).toBe(1);
    expect(puts).toEqual([{ qty: 2, version: 7 }]);
  });
});

describe("after a 409 the change is re-applied once on the cart as it is now", () => {
  it("reads the cart again and makes the change anew on it, with its version", async () => {
    // Another tab took the cart from 2 to 5 units meanwhile: the re-applied change builds on 5, not 2.
    const { deps, puts } = fakeServer({ known: cartAt(4, 2), server: cartAt(6, 5) });
    const answer = await putVersioned("c1", oneMore, deps);
    expect(puts).toEqual([
      { qty: 3, version: 4 },
      { qty: 6, version: 6 },
    ]);
    expect(answer.version).toBe(7);
  });

  it("a second 409 goes to the caller: the change is not tried a third time", async () => {
    const { deps, puts } = fakeServer({ known: cartAt(4, 2), server: cartAt(4, 2), answers: [refused(409), refused(409)] });
    await expect(putVersioned("c1", oneMore, deps)).rejects.toMatchObject({ status: 409 });
    expect(puts).toHaveLength(2);
  });

  it("any other refusal goes to the caller at once, without reading the cart again", async () => {
    for (const status of [0, 403, 404, 422, 423, 500]) {
      const { deps, puts, gets } = fakeServer({ known: cartAt(4, 2), server: cartAt(4, 2), answers: [refused(status)] });
      await expect(putVersioned("c1", oneMore, deps)).rejects.toMatchObject({ status });
      expect(puts).toHaveLength(1);
      expect(gets()).toBe(0);
    }
  });
});
