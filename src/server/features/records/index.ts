/** The records feature's public entry for other features: a record's defaults and today's date. */
export { defaultFormalities, modelOf } from "./formalities.repo";
export { todayInSweden } from "./today";
