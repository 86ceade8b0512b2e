import { Hono } from "hono";
import { USER_MESSAGES } from "../../../shared/messages/users";
import {
  ZAssignSupervisorsRequestSchema,
  ZCreateUserRequestSchema,
  ZSetPasswordRequestSchema,
  ZUpdateUserRequestSchema,
  ZUserListQuerySchema,
} from "../../../shared/schemas/users";
import { requireSession } from "../../auth/session";
import type { AppEnv } from "../../context";
import { validate } from "../../lib/validate";
import { authorize } from "../../policy";
import { listSupervisors, toUserDto } from "./users.repo";
import {
  assignSupervisors,
  createUser,
  deleteUser,
  listDoctorsFor,
  listUsersFor,
  sendUserResetLink,
  setUserPassword,
  updateUser,
} from "./users.service";

export const userRoutes = new Hono<AppEnv>()
  .use(requireSession())
  .get("/", validate("query", ZUserListQuerySchema), async (c) => {
    const users = await listUsersFor(c.get("deps"), c.get("actor"), c.req.valid("query"));
    return c.json({ users });
  })
  .post("/", validate("json", ZCreateUserRequestSchema), async (c) => {
    const result = await createUser(c.get("deps"), c.get("actor"), c.req.valid("json"));
    return c.json(result, 201);
  })
  .patch("/:id", validate("json", ZUpdateUserRequestSchema), async (c) => {
    const user = await updateUser(
      c.get("deps"),
      c.get("actor"),
      c.req.param("id"),
      c.req.valid("json"),
    );
    return c.json({ user });
  })
  .delete("/:id", async (c) => {
    const deps = c.get("deps");
    const id = c.req.param("id");
    await deleteUser(deps, c.get("actor"), id);
    // The rows went with the account; its files leave the disk once that is committed.
    await deps.files.removeOwner(id).catch((err: unknown) => {
      deps.logger.warn({ err, userId: id }, "could not remove the files of a deleted user");
    });
    return c.json({ ok: true });
  })
  .post("/:id/password", validate("json", ZSetPasswordRequestSchema), async (c) => {
    const { isReviewAccount } = await setUserPassword(
      c.get("deps"),
      c.get("actor"),
      c.req.param("id"),
      c.req.valid("json").password,
    );
    return c.json({
      message: isReviewAccount ? USER_MESSAGES.reviewPasswordSet : USER_MESSAGES.passwordSet,
    });
  })
  .post("/:id/reset-link", async (c) => {
    await sendUserResetLink(c.get("deps"), c.get("actor"), c.req.param("id"));
    return c.json({ message: USER_MESSAGES.resetSent });
  });

export const doctorRoutes = new Hono<AppEnv>()
  .use(requireSession())
  .get("/", async (c) => {
    const doctors = await listDoctorsFor(c.get("deps").db, c.get("actor"));
    return c.json({ doctors });
  })
  .put("/:id/supervisors", validate("json", ZAssignSupervisorsRequestSchema), async (c) => {
    const supervisorIds = await assignSupervisors(
      c.get("deps").db,
      c.get("actor"),
      c.req.param("id"),
      c.req.valid("json").supervisorIds,
    );
    return c.json({ supervisorIds });
  });

export const supervisorRoutes = new Hono<AppEnv>().use(requireSession()).get("/", async (c) => {
  authorize(c.get("actor"), { type: "supervisors:list" });
  const rows = await listSupervisors(c.get("deps").db);
  return c.json({
    supervisors: rows.map((r) => {
      const { id, email, displayName } = toUserDto(r);
      return { id, email, displayName };
    }),
  });
});
