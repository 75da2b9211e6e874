import { describeSharedPlanNetImport } from "../testing/shared-plan-net-import.ts";

describeSharedPlanNetImport("pglite");
