import { z } from "zod";

/** A file's id: the hex SHA-256 of its stored bytes. */
export const sha256Schema = z.string().regex(/^[0-9a-f]{64}$/);
