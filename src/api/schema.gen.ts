// Generated from src/api/openapi.yaml by `npm run generate`. Do not edit.
export interface paths {
    "/v1/orgs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Organizations the caller belongs to */
        get: operations["listOrganizations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        get: operations["getOrganization"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch: operations["updateOrganization"];
        trace?: never;
    };
    "/v1/orgs/{organizationId}/link-invites/{inviteId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                inviteId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["deleteLinkInvite"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}/join": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Joins when the caller's verified email domain is one of the organization's allowed domains. Joining an organization the caller already belongs to changes nothing. */
        post: operations["joinOrganization"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}/search": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        get: operations["searchOrganizationContent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}/agent-instructions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        get: operations["getAgentInstructions"];
        put: operations["updateAgentInstructions"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/email-domains/{emailDomain}/orgs": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                emailDomain: components["schemas"]["EmailDomain"];
            };
            cookie?: never;
        };
        get: operations["listOrganizationsByEmailDomain"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Error: {
            error: {
                code: number;
                message: string;
            };
        };
        ListNext: {
            page: string;
        };
        /**
         * @description admin administers content; create creates content; review reviews content; edit edits live content or change requests; comment accesses content and discussions; read accesses content without updating it.
         * @enum {string}
         */
        Role: "admin" | "create" | "review" | "edit" | "comment" | "read";
        /** @description An organization membership role; null means guest. */
        MemberRole: components["schemas"]["Role"] | null;
        /** Format: date-time */
        DateTime: string;
        EmailDomain: string;
        Hostname: string;
        User: {
            /** @constant */
            object: "user";
            id: string;
            displayName: string;
            email: string;
            photoURL: string;
            urls: {
                /** Format: uri */
                location: string;
            };
        };
        Document: {
            /** @constant */
            object: "document";
            data: {
                schemaVersion: number;
            } & {
                [key: string]: unknown;
            };
            nodes: components["schemas"]["DocumentBlock"][];
        };
        DocumentNode: components["schemas"]["DocumentBlock"] | components["schemas"]["DocumentInline"] | components["schemas"]["DocumentText"];
        DocumentBlock: {
            /** @constant */
            object: "block";
            type: string;
            key?: string;
            isVoid?: boolean;
            data?: {
                [key: string]: unknown;
            };
            nodes: components["schemas"]["DocumentNode"][];
        } & {
            [key: string]: unknown;
        };
        DocumentInline: {
            /** @constant */
            object: "inline";
            type: string;
            key?: string;
            isVoid?: boolean;
            data?: {
                [key: string]: unknown;
            };
            nodes: components["schemas"]["DocumentNode"][];
        } & {
            [key: string]: unknown;
        };
        DocumentText: {
            /** @constant */
            object: "text";
            key?: string;
            leaves: components["schemas"]["DocumentLeaf"][];
        } & {
            [key: string]: unknown;
        };
        DocumentLeaf: {
            /** @constant */
            object: "leaf";
            text: string;
            marks: components["schemas"]["DocumentMark"][];
        } & {
            [key: string]: unknown;
        };
        DocumentMark: {
            /** @constant */
            object: "mark";
            type: string;
            data?: {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
        SearchResultSection: {
            id: string;
            title: string;
            path: string;
            body: string;
            urls: {
                /** Format: uri */
                app: string;
            };
        };
        SearchResultPage: {
            id: string;
            title: string;
            path: string;
            sections: components["schemas"]["SearchResultSection"][];
            ancestors: {
                title: string;
            }[];
            urls: {
                /** Format: uri */
                app: string;
            };
        };
        /** @description One space with its matching pages and sections. */
        SearchResultItem: {
            id: string;
            title: string;
            pages: components["schemas"]["SearchResultPage"][];
        };
        SearchResultList: {
            next?: components["schemas"]["ListNext"];
            count: number;
            items: components["schemas"]["SearchResultItem"][];
        };
        /** @enum {string} */
        OrganizationType: "business" | "community";
        /** @enum {string} */
        OrganizationUseCase: "internalDocs" | "docsSite" | "audienceControlledSite" | "productDocs" | "teamKnowledgeBase" | "designSystem" | "openSourceDocs" | "notes" | "other";
        /** @enum {string} */
        OrganizationCommunityType: "nonProfit" | "openSource" | "education";
        /** @enum {string} */
        OrganizationPlan: "free_2024" | "plus_2024" | "pro_2024" | "enterprise_2024" | "community_2024";
        /** @description What visitors of the organization's hostname land on. */
        DefaultContent: {
            /** @constant */
            type: "site";
            site: string;
        } | {
            /** @constant */
            type: "space";
            space: string;
        } | {
            /** @constant */
            type: "collection";
            collection: string;
        };
        OrganizationMergeRules: {
            /**
             * @description none merges without review; rules applies `rules`.
             * @enum {string}
             */
            type: "none" | "rules";
            rules: {
                /** @enum {string} */
                rule: "require_specific_reviewers" | "require_any_reviewer";
                users: string[];
            }[];
        };
        PlanPrice: {
            monthly: number;
            yearly: number;
        };
        Organization: {
            /** @constant */
            object: "organization";
            id: string;
            title: string;
            createdAt: components["schemas"]["DateTime"];
            emailDomains: string[];
            hostname: string;
            type: components["schemas"]["OrganizationType"];
            useCase: components["schemas"]["OrganizationUseCase"];
            communityType?: components["schemas"]["OrganizationCommunityType"];
            defaultRole: components["schemas"]["MemberRole"];
            defaultContent?: components["schemas"]["DefaultContent"];
            sso: boolean;
            ai: boolean;
            inviteLinks: boolean;
            plan: components["schemas"]["OrganizationPlan"];
            billing: {
                /** @enum {string} */
                interval: "monthly" | "yearly";
                endDate: components["schemas"]["DateTime"] | null;
                hasPaymentFailed: boolean;
                isScheduledToCancel: boolean;
                pricing: {
                    members: {
                        plus_2024: components["schemas"]["PlanPrice"];
                        pro_2024: components["schemas"]["PlanPrice"];
                    };
                    sites: {
                        premium: components["schemas"]["PlanPrice"];
                        ultimate: components["schemas"]["PlanPrice"];
                    };
                };
                usageAddons: {
                    [key: string]: {
                        enabled: boolean;
                    };
                };
            };
            mergeRules: components["schemas"]["OrganizationMergeRules"];
            urls: {
                /** Format: uri */
                location: string;
                /** Format: uri */
                app: string;
                /** Format: uri */
                logo?: string;
            };
            trial: {
                /** @enum {string} */
                status: "notapplicable" | "active" | "ended";
                count?: number;
                endDate?: components["schemas"]["DateTime"];
                /** @enum {string} */
                decision?: "downgrade" | "upgrade";
            };
            customHostname?: string;
            blocked?: {
                /** @enum {string} */
                source: "backoffice" | "billing";
                reason: string;
            };
            internal_billingMigration?: {
                deadline: components["schemas"]["DateTime"];
                discountPercent: number;
                discountEndDate: components["schemas"]["DateTime"];
            };
            /**
             * @description Deprecated; always true.
             * @constant
             */
            internal_isOnNewTrial: true;
            permissions: {
                view: boolean;
                admin: boolean;
                ownTeam: boolean;
                createContent: boolean;
                createOpenAPISpec: boolean;
                ingestConversations: boolean;
                viewBilling: boolean;
                listMembers: boolean;
                listTeams: boolean;
                listIntegrations: boolean;
                listInstallations: boolean;
                installIntegration: boolean;
            };
        };
        OrganizationList: {
            next?: components["schemas"]["ListNext"];
            count: number;
            items: components["schemas"]["Organization"][];
        };
        OrganizationUpdate: {
            title?: string;
            emailDomains?: components["schemas"]["EmailDomain"][];
            hostname?: components["schemas"]["Hostname"];
            defaultRole?: components["schemas"]["MemberRole"];
            defaultContent?: components["schemas"]["DefaultContent"];
            /** Format: uri */
            logo?: string;
            sso?: boolean;
            ai?: boolean;
            inviteLinks?: boolean;
            mergeRules?: components["schemas"]["OrganizationMergeRules"];
        };
        AgentInstructions: {
            /** @constant */
            object: "agent-instructions";
            instructions: components["schemas"]["Document"];
            updatedAt: components["schemas"]["DateTime"];
            updatedBy: string;
            urls: {
                /** Format: uri */
                location: string;
            };
        };
        AgentInstructionsUpdate: {
            instructions: components["schemas"]["Document"];
        };
    };
    responses: {
        /** @description The request breaks a rule; the message names the field and the rule */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Missing or unknown API token */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The caller's role does not allow this action */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Nothing matches the identifier */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The operation would change nothing */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The resource cannot be moved or transferred there */
        PreconditionFailed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Throttled (429, with Retry-After) or an unexpected failure (5xx) */
        Unexpected: {
            headers: {
                /** @description Seconds to wait before retrying, on 429 */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        OrganizationId: string;
        /** @description Opaque identifier of the page to fetch, taken from a previous list's `next.page`. */
        Page: string;
        /** @description Items per page; 50 when absent. */
        Limit: number;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listOrganizations: {
        parameters: {
            query?: {
                /** @description Opaque identifier of the page to fetch, taken from a previous list's `next.page`. */
                page?: components["parameters"]["Page"];
                /** @description Items per page; 50 when absent. */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of organizations */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrganizationList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Unexpected"];
        };
    };
    getOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The organization */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organization"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    updateOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrganizationUpdate"];
            };
        };
        responses: {
            /** @description The updated organization */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organization"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    deleteLinkInvite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                inviteId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invite was deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    joinOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Joined */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    searchOrganizationContent: {
        parameters: {
            query: {
                query: string;
                /** @description Opaque identifier of the page to fetch, taken from a previous list's `next.page`. */
                page?: components["parameters"]["Page"];
                /** @description Items per page; 50 when absent. */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Matching content, grouped by space and page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchResultList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    getAgentInstructions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The organization's instructions for its AI agent */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentInstructions"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    updateAgentInstructions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AgentInstructionsUpdate"];
            };
        };
        responses: {
            /** @description The updated instructions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentInstructions"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    listOrganizationsByEmailDomain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                emailDomain: components["schemas"]["EmailDomain"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Organizations that allow members with this email domain to join */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        organizations: components["schemas"]["Organization"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Unexpected"];
        };
    };
}
