import { describe, expect, it } from "vitest";
import { confirmationAddress, manageAddress, readBookingAccess } from "./booking-links.ts";

const access = { bookingId: "FAD-7K2M-9QXD-R4TB", token: "Abc_-0123456789abcdefghijklmnopqrstuvwxyzAB" };

function split(address: string): { path: string; search: string; hash: string } {
  const [beforeHash = "", hash = ""] = address.split("#");
  const [path = "", search = ""] = beforeHash.split("?");
  return { path, search: `?${search}`, hash: `#${hash}` };
}

describe("booking links", () => {
  it("put the reference in the query and the token in the fragment, and read both back", () => {
    const confirmation = split(confirmationAddress(access));
    expect(confirmation.path).toBe("/physicians/confirmation/");
    expect(confirmation.search).toBe(`?booking=${access.bookingId}`);
    expect(confirmation.search).not.toContain(access.token);
    expect(readBookingAccess(confirmation.search, confirmation.hash)).toEqual(access);
    expect(split(confirmationAddress(access, true)).path).toBe("/texting/confirmation/");
  });

  it("open the manage page with the same reference and token", () => {
    const manage = split(manageAddress(access));
    expect(manage.path).toBe("/physicians/manage/");
    expect(manage.search).toBe(`?booking=${access.bookingId}`);
    expect(manage.hash).toBe(`#token=${access.token}`);
    expect(readBookingAccess(manage.search, manage.hash)).toEqual(access);
  });

  it("carry the booking's language in the emails' manage link, as any link carries it (decisions 173, 177)", () => {
    const spanish = split(manageAddress(access, "es"));
    expect(spanish.search).toBe(`?booking=${access.bookingId}&lang=es`);
    expect(spanish.hash).toBe(`#token=${access.token}`);
    expect(readBookingAccess(spanish.search, spanish.hash)).toEqual(access);
    expect(manageAddress(access, "en")).toBe(
      `/physicians/manage/?booking=${access.bookingId}&lang=en#token=${access.token}`,
    );
  });

  it.each([
    ["", `#token=${access.token}`],
    [`?booking=${access.bookingId}`, ""],
    ["?booking=FAD-XXXX", `#token=${access.token}`],
    [`?booking=${access.bookingId}`, "#token=short"],
  ])("read no access from %s %s", (search, hash) => {
    expect(readBookingAccess(search, hash)).toBeNull();
  });

  it("read a reference typed in lower case", () => {
    expect(readBookingAccess(`?booking=${access.bookingId.toLowerCase()}`, `#token=${access.token}`)).toEqual(access);
  });
});
