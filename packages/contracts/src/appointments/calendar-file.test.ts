import { describe, expect, it } from "vitest";
import { buildCalendarFile, escapeText, foldLine, utcStamp, utf8Octets } from "./calendar-file.ts";

const octetsOf = (line: string) => Array.from(line, utf8Octets).reduce((sum, size) => sum + size, 0);

const EVENT = {
  uid: "FAD-7K2M-9QXD-R4TB",
  start: "2026-11-24T15:30:00.000Z",
  minutes: 45,
  summary: "Appointment with Dr. Jane Doe",
  location: "Cumberland Family Clinic, 100 Main St, Nashville, TN 37203",
  description: "New Patient Visit\n\nBring your insurance card; arrive early.",
};

describe("buildCalendarFile", () => {
  it("writes one event with CRLF line ends, UTC times, the length from minutes, and escaped text", () => {
    const text = buildCalendarFile(EVENT, new Date("2026-11-23T15:04:05.678Z"));
    expect(text.split("\r\n")).toEqual([
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//Find a Doctor//Appointment//EN",
      "CALSCALE:GREGORIAN",
      "BEGIN:VEVENT",
      "UID:FAD-7K2M-9QXD-R4TB",
      "DTSTAMP:20261123T150405Z",
      "DTSTART:20261124T153000Z",
      "DTEND:20261124T161500Z",
      "SEQUENCE:0",
      "STATUS:CONFIRMED",
      "SUMMARY:Appointment with Dr. Jane Doe",
      "LOCATION:Cumberland Family Clinic\\, 100 Main St\\, Nashville\\, TN 37203",
      "DESCRIPTION:New Patient Visit\\n\\nBring your insurance card\\; arrive early.",
      "BEGIN:VALARM",
      "ACTION:DISPLAY",
      "TRIGGER:-P1D",
      "DESCRIPTION:Reminder: doctor's appointment tomorrow",
      "END:VALARM",
      "END:VEVENT",
      "END:VCALENDAR",
      "",
    ]);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });

  it("takes the end from the minutes, across midnight and a date change", () => {
    const text = buildCalendarFile({ ...EVENT, start: "2026-12-31T23:30:00.000Z", minutes: 60 });
    expect(text).toContain("\r\nDTSTART:20261231T233000Z\r\nDTEND:20270101T003000Z\r\n");
  });

  it("folds a long line at 75 octets with a space starting each continuation", () => {
    const text = buildCalendarFile({ ...EVENT, description: "a".repeat(150) });
    const lines = text.split("\r\n");
    const start = lines.findIndex((line) => line.startsWith("DESCRIPTION:"));
    expect(lines.slice(start, start + 3)).toEqual([
      `DESCRIPTION:${"a".repeat(63)}`,
      ` ${"a".repeat(74)}`,
      ` ${"a".repeat(13)}`,
    ]);
    for (const line of lines) expect(octetsOf(line)).toBeLessThanOrEqual(75);
  });
});

describe("foldLine", () => {
  it("never splits a character of several octets", () => {
    expect(foldLine(`SUMMARY:${"é".repeat(40)}`)).toBe(`SUMMARY:${"é".repeat(33)}\r\n ${"é".repeat(7)}`);
  });

  it("leaves a line of exactly 75 octets whole", () => {
    const line = `X:${"b".repeat(73)}`;
    expect(foldLine(line)).toBe(line);
  });
});

describe("escapeText", () => {
  it("escapes backslash, semicolon and comma, and writes every kind of line break as \\n", () => {
    expect(escapeText("a\\b;c,d\r\ne\rf\ng")).toBe("a\\\\b\\;c\\,d\\ne\\nf\\ng");
  });
});

describe("utcStamp", () => {
  it("is the UTC basic form without milliseconds", () => {
    expect(utcStamp(new Date("2026-03-08T07:05:09.999Z"))).toBe("20260308T070509Z");
  });
});
