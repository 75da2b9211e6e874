import { describeSharedPlanNetImport } from "./shared-plan-net-import.ts";

describeSharedPlanNetImport("postgres");
