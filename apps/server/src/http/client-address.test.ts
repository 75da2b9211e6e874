import { describe, expect, it } from "vitest";
import { clientAddressKey, UNKNOWN_CLIENT } from "./client-address.ts";

describe("clientAddressKey", () => {
  it("keeps an IPv4 address whole, and reads an IPv4 address written as IPv6 as that address", () => {
    expect(clientAddressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientAddressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientAddressKey("::ffff:cb00:7107")).toBe("203.0.113.7");
  });

  it("counts a request whose connection had closed (no address any more) under one key", () => {
    expect(clientAddressKey(undefined)).toBe(UNKNOWN_CLIENT);
  });

  it("counts an IPv6 client by its /64, however the address is written", () => {
    const key = "2001:db8:1:2::/64";
    for (const address of [
      "2001:db8:1:2::1",
      "2001:0db8:0001:0002:ffff:1:2:3",
      "2001:db8:1:2:0:0:0:9",
      "2001:db8:1:2::1%eth0",
    ]) {
      expect(clientAddressKey(address)).toBe(key);
    }
    expect(clientAddressKey("2001:db8:1:3::1")).not.toBe(key);
    expect(clientAddressKey("::1")).toBe("0:0:0:0::/64");
  });
});
