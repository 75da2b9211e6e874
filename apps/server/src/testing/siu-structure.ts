import type { Hl7Message } from "@medplum/core";

/**
 * Test helper: the problems of an SIU message against HL7 v2.5.1's SIU_S12 message structure (chapter
 * 10.4, shared by S12 to S26) and the fields that structure makes required, plus the forms of the
 * date/time and coded fields this product writes. An empty list is a valid message.
 *
 *   MSH SCH [TQ1] [NTE] [PID [PD1] [PV1] [PV2] [OBX] [DG1]] { RGS [AIS] [AIG] [AIL] [AIP] }
 */
const ORDER = ["MSH", "SCH", "TQ1", "NTE", "PID", "PD1", "PV1", "PV2", "OBX", "DG1", "RGS", "AIS", "AIG", "AIL", "AIP"];
const DTM = /^\d{14}[+-]\d{4}$/;

export function siuProblems(message: Hl7Message): string[] {
  const problems: string[] = [];
  const names = message.segments.map((segment) => segment.name);
  let position = -1;
  for (const name of names) {
    const at = ORDER.indexOf(name);
    if (at < 0) problems.push(`segment ${name} is not part of SIU_S12`);
    else if (at <= position && name !== "RGS") problems.push(`segment ${name} is out of order`);
    else position = at;
  }
  for (const required of ["MSH", "SCH", "RGS"]) {
    if (!names.includes(required)) problems.push(`${required} is missing`);
  }
  const field = (segment: string, index: number) => message.getSegment(segment)?.getField(index)?.toString() ?? "";
  const component = (segment: string, index: number, part: number) =>
    message.getSegment(segment)?.getComponent(index, part) ?? "";
  if (field("MSH", 2) !== "^~\\&") problems.push("MSH-2 is not the standard encoding characters");
  if (!/^S(12|13|14|15|26)$/.test(component("MSH", 9, 2)) || component("MSH", 9, 1) !== "SIU") {
    problems.push(`MSH-9 ${field("MSH", 9)} is not an SIU event`);
  }
  if (component("MSH", 9, 3) !== "SIU_S12") problems.push("MSH-9.3 is not SIU_S12");
  const controlId = field("MSH", 10);
  if (controlId === "" || controlId.length > 20) problems.push("MSH-10 is empty or longer than 20");
  if (!["P", "T", "D"].includes(field("MSH", 11))) problems.push("MSH-11 is not a processing id");
  if (field("MSH", 12) !== "2.5.1") problems.push("MSH-12 is not 2.5.1");
  if (!DTM.test(field("MSH", 7))) problems.push("MSH-7 is not a date/time with its offset");
  if (component("SCH", 1, 1) === "" && component("SCH", 2, 1) === "") problems.push("SCH-1 and SCH-2 are both empty");
  if (component("SCH", 6, 1) === "") problems.push("SCH-6 (event reason, required) is empty");
  if (!DTM.test(component("SCH", 11, 4)) || !DTM.test(component("SCH", 11, 5))) {
    problems.push("SCH-11 has no start and end date/time");
  }
  if (component("SCH", 25, 1) === "") problems.push("SCH-25 (filler status) is empty");
  if (names.includes("PID")) {
    if (component("PID", 3, 1) === "") problems.push("PID-3 (required) is empty");
    if (component("PID", 5, 1) === "") problems.push("PID-5 (required) is empty");
  }
  if (field("RGS", 1) === "") problems.push("RGS-1 (required) is empty");
  const requiredResource: [string, number][] = [
    ["AIS", 3],
    ["AIG", 3],
    ["AIL", 3],
    ["AIP", 3],
  ];
  for (const [segment, index] of requiredResource) {
    if (names.includes(segment) && field(segment, index) === "")
      problems.push(`${segment}-${index} (required) is empty`);
  }
  if (names.includes("AIS") && !DTM.test(field("AIS", 4))) problems.push("AIS-4 is not a date/time");
  return problems;
}
