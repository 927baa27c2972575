import { describe, expect, it } from "vitest";

import { decoyHash, hashPassword, needsNewHash, verifyPassword } from "./password-hash";

describe("staff passwords are kept as a strong hash (decisions §5)", () => {
  it("a hash is scrypt with its parameters and a salt, never the password", async () => {
    const hash = await hashPassword("paard batterij nietje");
    expect(hash).toMatch(/^scrypt\$16384\$8\$5\$[\w-]{22}\$[\w-]{43}$/);
    expect(hash).not.toContain("paard");
  });

  it("the same password twice gives two hashes (a salt each), and both verify", async () => {
    const [one, two] = await Promise.all([hashPassword("paard batterij nietje"), hashPassword("paard batterij nietje")]);
    expect(one).not.toBe(two);
    expect(await verifyPassword("paard batterij nietje", one)).toBe(true);
    expect(await verifyPassword("paard batterij nietje", two)).toBe(true);
  });

  it("a wrong password does not verify, and neither does one differing in case or a space", async () => {
    const hash = await hashPassword("paard batterij nietje");
    expect(await verifyPassword("Paard batterij nietje", hash)).toBe(false);
    expect(await verifyPassword("paard batterij nietje ", hash)).toBe(false);
    expect(await verifyPassword("", hash)).toBe(false);
  });

  it("a password typed with a composed or a decomposed é is the same password", async () => {
    const hash = await hashPassword("café in de winkel");
    expect(await verifyPassword("cafe\u0301 in de winkel", hash)).toBe(true);
  });

  it("a damaged or foreign hash verifies nothing and throws nothing, and cannot ask for gigabytes", async () => {
    for (const stored of ["", "plain", "scrypt$16384$8$5$abc", "scrypt$3$8$1$c2FsdA$a2V5", "scrypt$1073741824$8$1$c2FsdA$a2V5", "scrypt$1048576$32$1$c2FsdA$a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2U", "bcrypt$10$x$y$z$w"]) {
      expect(await verifyPassword("paard batterij nietje", stored), stored).toBe(false);
    }
  });

  it("a hash with weaker parameters than today's is made again at the next sign-in", async () => {
    expect(needsNewHash(await hashPassword("paard batterij nietje"))).toBe(false);
    expect(needsNewHash("scrypt$1024$8$1$c2FsdHNhbHRzYWx0c2FsdA$a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2U")).toBe(true);
    expect(needsNewHash("garbage")).toBe(true);
  });

  it("the decoy for unknown addresses is a real hash that no empty password opens", async () => {
    const decoy = await decoyHash();
    expect(decoy).toMatch(/^scrypt\$/);
    expect(await verifyPassword("", decoy)).toBe(false);
    expect(await decoyHash()).toBe(decoy);
  });
});
