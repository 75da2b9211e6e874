import { randomBytes } from "node:crypto";
import { chmod, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ConfigurationError } from "../config/server-config.ts";
import { loadPatientKeyring } from "./load-patient-keyring.ts";

describe("loadPatientKeyring", () => {
  const folders: string[] = [];
  afterAll(async () => {
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  });
  async function folder(): Promise<string> {
    const created = await mkdtemp(path.join(tmpdir(), "fad-key-test-"));
    folders.push(created);
    return created;
  }

  it("uses the configured key first", async () => {
    const key = randomBytes(32);
    const loaded = await loadPatientKeyring({ key, keyFile: "/nonexistent/key", previousKeys: [] });
    expect(loaded.origin).toBe("variable");
    expect(loaded.keyring.current.key.equals(key)).toBe(true);
  });

  it("creates a missing key file with mode 0600 and reads the same key on the next start", async () => {
    const keyFile = path.join(await folder(), ".fad-local-key");
    const first = await loadPatientKeyring({ key: null, keyFile, previousKeys: [] });
    expect(first.origin).toBe("new file");
    expect(first.warning).toBeNull();
    expect((await stat(keyFile)).mode & 0o777).toBe(0o600);
    expect(Buffer.from((await readFile(keyFile, "utf8")).trim(), "base64")).toHaveLength(32);
    const second = await loadPatientKeyring({ key: null, keyFile, previousKeys: [] });
    expect(second.origin).toBe("file");
    expect(second.keyring.current.key.equals(first.keyring.current.key)).toBe(true);
  });

  it("gives processes starting together one key", async () => {
    const keyFile = path.join(await folder(), "key");
    const loaded = await Promise.all(
      Array.from({ length: 8 }, () => loadPatientKeyring({ key: null, keyFile, previousKeys: [] })),
    );
    expect(loaded.filter((entry) => entry.origin === "new file")).toHaveLength(1);
    const keys = new Set(loaded.map((entry) => entry.keyring.current.key.toString("hex")));
    expect(keys.size).toBe(1);
  });

  it("refuses a damaged key file and warns about one others can read", async () => {
    const dir = await folder();
    const damaged = path.join(dir, "damaged");
    await writeFile(damaged, "not a key\n", { mode: 0o600 });
    await expect(loadPatientKeyring({ key: null, keyFile: damaged, previousKeys: [] })).rejects.toThrow(
      ConfigurationError,
    );
    const open = path.join(dir, "open");
    await writeFile(open, `${randomBytes(32).toString("base64")}\n`);
    await chmod(open, 0o644);
    expect((await loadPatientKeyring({ key: null, keyFile: open, previousKeys: [] })).warning).toMatch(/chmod 600/);
    await expect(
      loadPatientKeyring({ key: null, keyFile: path.join(dir, "missing-folder", "key"), previousKeys: [] }),
    ).rejects.toThrow(/FAD_PATIENT_KEY_FILE/);
  });
});
