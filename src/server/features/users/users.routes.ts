import { userRoutes as routes } from "../../../shared/api/users";
import { USER_MESSAGES } from "../../../shared/messages/users";
import { createRouter, mountRoute } from "../../lib/api-route";
import { mountVersionedRoute, sharedVersion } from "../../lib/versioned-route";
import { unlinkProviderIdentity } from "./provider-identity.service";
import {
  assignedSupervisorsOf,
  assignSupervisors,
  listAssignableSupervisors,
} from "./supervisors.service";
import { sendUserResetLink, setUserPassword } from "./user-passwords.service";
import {
  createUser,
  deleteUser,
  getDoctorFor,
  listDoctorsFor,
  listUsersFor,
  updateUser,
} from "./users.service";

export const usersRouter = createRouter();

mountVersionedRoute(usersRouter, routes.list, {
  version: sharedVersion,
  build: (c, { query }) => listUsersFor(c.get("deps"), c.get("actor"), query),
});
mountRoute(usersRouter, routes.create, (c, { body }) =>
  createUser(c.get("deps"), c.get("actor"), body),
);
mountRoute(usersRouter, routes.update, async (c, { params, body }) => ({
  user: await updateUser(c.get("deps"), c.get("actor"), params.id, body),
}));
mountRoute(usersRouter, routes.unlinkProviderIdentity, async (c, { params }) => {
  await unlinkProviderIdentity(c.get("deps"), c.get("actor"), params.id);
  return { ok: true } as const;
});
mountRoute(usersRouter, routes.remove, async (c, { params }) => {
  const deps = c.get("deps");
  await deleteUser(deps, c.get("actor"), params.id);
  // The rows went with the account; its files leave the disk once that is committed.
  await deps.files.removeOwner(params.id).catch((err: unknown) => {
    deps.logger.warn({ err, userId: params.id }, "could not remove the files of a deleted user");
  });
  return { ok: true } as const;
});
mountRoute(usersRouter, routes.setPassword, async (c, { params, body }) => {
  const { isReviewAccount } = await setUserPassword(
    c.get("deps"),
    c.get("actor"),
    params.id,
    body.password,
  );
  return {
    message: isReviewAccount ? USER_MESSAGES.reviewPasswordSet : USER_MESSAGES.passwordSet,
  };
});
mountRoute(usersRouter, routes.sendResetLink, async (c, { params }) => {
  await sendUserResetLink(c.get("deps"), c.get("actor"), params.id);
  return { message: USER_MESSAGES.resetSent };
});

mountVersionedRoute(usersRouter, routes.doctors, {
  version: sharedVersion,
  build: (c, { query }) => listDoctorsFor(c.get("deps").db, c.get("actor"), query),
});
mountVersionedRoute(usersRouter, routes.doctor, {
  version: sharedVersion,
  build: (c, { params }) => getDoctorFor(c.get("deps").db, c.get("actor"), params.id),
});
mountRoute(usersRouter, routes.assignSupervisors, (c, { params, body }) =>
  assignSupervisors(c.get("deps").db, c.get("actor"), params.id, body),
);
mountVersionedRoute(usersRouter, routes.supervisors, {
  version: sharedVersion,
  build: (c, { query }) => listAssignableSupervisors(c.get("deps").db, c.get("actor"), query),
});
mountVersionedRoute(usersRouter, routes.assignedSupervisors, {
  version: sharedVersion,
  build: async (c, { params }) => ({
    supervisors: await assignedSupervisorsOf(c.get("deps").db, c.get("actor"), params.id),
  }),
});
