import type { TPasswordSignInMode } from "../shared/schemas/provider-sign-in";
import type { Auth } from "./auth/auth";
import type { OidcClient } from "./auth/oidc";
import type { Db } from "./db/client";
import type { DocumentsRenderer } from "./features/application/documents-renderer";
import type { PortfolioRenderer } from "./features/portfolio/portfolio-renderer";
import type { FileStore } from "./lib/file-store";
import type { Logger } from "./lib/logger";
import type { Mailer } from "./lib/mail";

/** Everything a request handler may use; built once in main.ts (or per test) and passed in. */
export interface Deps {
  db: Db;
  auth: Auth;
  mailer: Mailer;
  /** Uploaded files (certificates, ST contracts): dataDir/files, or an S3 bucket (decision 142). */
  files: FileStore;
  logger: Logger;
  /** Portfolio PDFs, laid out in worker threads, capped and cached (decision 163). */
  portfolios: PortfolioRenderer;
  /** The application's filled forms, in worker threads, capped (decision 197). */
  documents: DocumentsRenderer;
  /** The region's identity provider, when configured (decisions 243–248). */
  oidc?: OidcClient;
  config: {
    publicUrl: string;
    dataDir: string;
    reviewAccountEmail: string;
    /** Trust X-Forwarded-For for the client address (behind a load balancer, and in tests). */
    trustProxy: boolean;
    /** Who may sign in with a password (decision 246); unset is everyone. */
    passwordSignIn?: TPasswordSignInMode;
    /** Directory of the built web app; unset serves no static files (API tests). */
    webDir?: string;
  };
  ping(): Promise<boolean>;
}
