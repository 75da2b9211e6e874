import type { WeeklyHours } from "./fhir-values.ts";
import type { MappedResource } from "./map-plan-net.ts";

/**
 * Shares the values that repeat across a network's clinicians (decision 193): the import holds every
 * mapped clinician until the whole import is checked, and at 50,000 clinicians their roles' references
 * (a few hundred locations, organizations, networks and services), NUCC codes, weekly hours and
 * languages were each a copy per line. One instance per import; what it hands back is shared, so
 * never changed in place (the hours are frozen: a change would throw, not leak into other clinicians).
 */
export class MappedCompactor {
  readonly #strings = new Map<string, string>();
  readonly #hours = new Map<string, WeeklyHours>();
  readonly #lists = new Map<string, readonly string[]>();

  compact<T extends MappedResource>(resource: T): T {
    if (resource.resourceType === "PractitionerRole") {
      resource.organization = resource.organization === null ? null : this.#string(resource.organization);
      resource.locations = this.#list(resource.locations);
      resource.healthcareServices = this.#list(resource.healthcareServices);
      resource.networks = this.#list(resource.networks);
      resource.endpoints = this.#list(resource.endpoints);
      resource.specialtyCodes = this.#list(resource.specialtyCodes);
      resource.hours = resource.hours.map((rule) => this.#rule(rule));
    } else if (resource.resourceType === "Practitioner") {
      resource.languages = this.#list(resource.languages);
      resource.designation = this.#string(resource.designation);
    }
    return resource;
  }

  #string(value: string): string {
    const known = this.#strings.get(value);
    if (known !== undefined) return known;
    this.#strings.set(value, value);
    return value;
  }

  /** A list of strings shared whole (the arrays are read, never pushed to). */
  #list(values: string[]): string[] {
    const key = values.join("\u0000");
    const known = this.#lists.get(key);
    if (known) return known as string[];
    const list = Object.freeze(values.map((value) => this.#string(value)));
    this.#lists.set(key, list);
    return list as string[];
  }

  #rule(rule: WeeklyHours): WeeklyHours {
    const key = `${rule.weekday}|${rule.start_time}|${rule.end_time}`;
    const known = this.#hours.get(key);
    if (known) return known;
    const shared = Object.freeze({ ...rule });
    this.#hours.set(key, shared);
    return shared;
  }
}
