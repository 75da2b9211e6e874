import { describe, expect, it } from "vitest";
import { DEFAULT_IMPORT_MAPPING } from "./import-mapping.ts";
import { ProblemList } from "./import-problems.ts";
import { mapPlanNetResource } from "./map-plan-net.ts";
import { referencesIn, storedBody, withReferences } from "./map-plan-net-stored.ts";

const PLAN_NET = "http://hl7.org/fhir/us/davinci-pdex-plan-net/StructureDefinition/";

function map(resource: unknown) {
  const problems = new ProblemList();
  return { mapped: mapPlanNetResource(resource, DEFAULT_IMPORT_MAPPING, problems), problems: problems.items };
}

const endpoint = {
  resourceType: "Endpoint",
  id: "e1",
  extension: [
    { url: `${PLAN_NET}endpoint-usecase`, extension: [{ url: "standard", valueUri: "http://example.org" }] },
    { url: "http://example.org/unknown", valueString: "dropped" },
  ],
  status: "active",
  connectionType: { system: "http://terminology.hl7.org/CodeSystem/endpoint-connection-type", code: "direct-project" },
  name: "Direct",
  managingOrganization: { reference: "Organization/o1" },
  payloadType: [{ coding: [{ code: "NA" }] }],
  address: "mailto:a@b.org",
  text: { status: "generated", div: "<div>not kept</div>" },
};

describe("the Plan-Net types kept whole (decision 143)", () => {
  it("keeps an Endpoint's listed elements and the guide's extension, nothing else", () => {
    const { mapped, problems } = map(endpoint);
    expect(problems).toEqual([]);
    expect(mapped).toEqual({
      resourceType: "Endpoint",
      id: "e1",
      body: {
        extension: [endpoint.extension[0]],
        status: "active",
        connectionType: endpoint.connectionType,
        name: "Direct",
        managingOrganization: { reference: "Organization/o1" },
        payloadType: endpoint.payloadType,
        address: "mailto:a@b.org",
      },
    });
  });

  it("rejects an Endpoint without its address, and a HealthcareService without a category", () => {
    const { address: _address, ...noAddress } = endpoint;
    expect(map(noAddress)).toMatchObject({ mapped: null, problems: [{ severity: "error", field: "address" }] });
    expect(map({ resourceType: "HealthcareService", id: "s1", name: "Lab" })).toMatchObject({
      mapped: null,
      problems: [{ severity: "error", field: "category" }],
    });
  });

  it("rejects an OrganizationAffiliation naming no organization", () => {
    expect(map({ resourceType: "OrganizationAffiliation", id: "a1", active: true })).toMatchObject({
      mapped: null,
      problems: [{ severity: "error", field: "organization" }],
    });
  });

  it("takes an identifier's number as its text with a warning, and leaves out an element of the wrong kind", () => {
    const problems = new ProblemList();
    const body = storedBody(
      {
        identifier: [{ system: "x", value: 123 }],
        name: ["not", "a", "string"],
        network: [{ reference: "Organization/n" }],
      },
      "InsurancePlan",
      problems,
    );
    expect(body).toEqual({ identifier: [{ system: "x", value: "123" }], network: [{ reference: "Organization/n" }] });
    expect(problems.items.map((item) => item.field)).toEqual(["identifier[0].value", "name"]);
  });

  it("finds every reference in a body and replaces them without changing the body", () => {
    const body = {
      providedBy: { reference: "Organization/o1" },
      location: [{ reference: "Location/l1", display: "L" }],
    };
    expect(referencesIn(body)).toEqual(["Organization/o1", "Location/l1"]);
    const replaced = withReferences(body, (reference) =>
      reference === "Organization/o1" ? "Organization/0001" : reference,
    );
    expect(replaced).toEqual({
      providedBy: { reference: "Organization/0001" },
      location: [{ reference: "Location/l1", display: "L" }],
    });
    expect(body.providedBy.reference).toBe("Organization/o1");
  });
});
