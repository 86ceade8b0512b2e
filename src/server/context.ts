import type { Role } from "../shared/roles";
import type { Deps } from "./deps";

export interface SessionActor {
  id: string;
  role: Role;
  email: string;
  firstName: string;
  lastName: string;
  mustChangePassword: boolean;
}

export interface AppEnv {
  Variables: {
    deps: Deps;
    actor: SessionActor;
    requestId: string;
  };
}
