import { mailDocSchema, passwordResetDocSchema, passwordResetRequestDocSchema } from "../../contract/auth";
import { typedCollection } from "../../lib/typed-collection";

export const passwordResets = () => typedCollection("passwordResets", passwordResetDocSchema);
export const mail = () => typedCollection("mail", mailDocSchema);
export const passwordResetRequests = () => typedCollection("passwordResetRequests", passwordResetRequestDocSchema);
