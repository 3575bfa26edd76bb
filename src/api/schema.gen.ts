// Generated from src/api/openapi.yaml by `npm run generate`. Do not edit.
export interface paths {
    "/v1/spaces/{spaceId}/change-requests": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceId"];
            };
            cookie?: never;
        };
        /** @description The space's change requests in one status (`open` when absent), most recently updated first, optionally filtered by creator, contributor, requested reviewer and issues cluster. */
        get: operations["listSpaceChangeRequests"];
        put?: never;
        /** @description Opens a change request on the space's active revision. Needs a role that edits content (admin, create, review or edit). */
        post: operations["createChangeRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/spaces/{spaceId}/change-requests/{changeRequestId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceId"];
                /** @description The id or the number of the change request. */
                changeRequestId: components["parameters"]["ChangeRequestId"];
            };
            cookie?: never;
        };
        get: operations["getChangeRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** @description Changes the subject, the status (draft → open, open → draft, draft or open → archived, archived → open; anything else is 400) or the description (a new `revision`). */
        patch: operations["updateChangeRequest"];
        trace?: never;
    };
    "/v1/spaces/{spaceId}/change-requests/{changeRequestId}/merge": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceId"];
                /** @description The id or the number of the change request. */
                changeRequestId: components["parameters"]["ChangeRequestId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Merges a draft or open request into the main content: the space gets a new revision, the request becomes `merged`, and every other open request of the space becomes outdated. Needs `permissions.merge`. */
        post: operations["mergeChangeRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/spaces/{spaceId}/change-requests/{changeRequestId}/update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceId"];
                /** @description The id or the number of the change request. */
                changeRequestId: components["parameters"]["ChangeRequestId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Pulls the main content into a draft or open request: `revisionMergedAncestor` becomes the space's revision and `outdated` false. */
        post: operations["updateChangeRequestFromMain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/spaces/{spaceId}/change-requests/{changeRequestId}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceId"];
                /** @description The id or the number of the change request. */
                changeRequestId: components["parameters"]["ChangeRequestId"];
            };
            cookie?: never;
        };
        /** @description A link to a PDF of the whole request, or with `only=true` of the page `page` alone. `page` must be a page of the space. */
        get: operations["getChangeRequestPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}/change-requests": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        /** @description The change requests of every active space of the organization, with the same filters and order as the space list. */
        get: operations["listOrganizationChangeRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/collections/{collectionId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                collectionId: components["parameters"]["CollectionId"];
            };
            cookie?: never;
        };
        get: operations["getCollection"];
        put?: never;
        post?: never;
        /** @description Deletes the collection and the collections inside it for good; every space inside (at any depth) is deleted like DELETE /v1/spaces/{spaceId} (restorable for 7 days, then at the organization root). Deleting a collection that does not exist answers 204. */
        delete: operations["deleteCollection"];
        options?: never;
        head?: never;
        patch: operations["updateCollection"];
        trace?: never;
    };
    "/v1/collections/{collectionId}/spaces": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                collectionId: components["parameters"]["CollectionId"];
            };
            cookie?: never;
        };
        /** @description The spaces directly in the collection, in their order (nested collections' spaces are not included). */
        get: operations["listCollectionSpaces"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/collections/{collectionId}/move": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                collectionId: components["parameters"]["CollectionId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Moves the collection with everything inside; into itself or one of its descendants is 412. */
        post: operations["moveCollection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/collections/{collectionId}/transfer": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                collectionId: components["parameters"]["CollectionId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Transfers the collection with every collection and space inside it. */
        post: operations["transferCollection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}/collections": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        /** @description The organization's collections in tree order (depth first, siblings by `index`); `nested=false` lists only the top-level ones. */
        get: operations["listOrganizationCollections"];
        put?: never;
        /** @description Creates a collection at the end of `parent` (a collection of this organization) or of the organization root. Needs the admin or create role. */
        post: operations["createCollection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
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
    "/v1/orgs/{organizationId}/sites": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        /** @description The organization's sites, oldest first. */
        get: operations["listOrganizationSites"];
        put?: never;
        /** @description Creates an unpublished site with one site space per entry of `spaces` (spaces of this organization), at the site root. `type` defaults to basic, `visibility` to public. */
        post: operations["createSite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}/sites/{siteId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                siteId: components["parameters"]["SiteId"];
            };
            cookie?: never;
        };
        get: operations["getSite"];
        put?: never;
        post?: never;
        /** @description Deletes the site for good; a site that does not exist answers 204. */
        delete: operations["deleteSite"];
        options?: never;
        head?: never;
        patch: operations["updateSite"];
        trace?: never;
    };
    "/v1/orgs/{organizationId}/sites/{siteId}/structure": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                siteId: components["parameters"]["SiteId"];
            };
            cookie?: never;
        };
        /** @description (ours) The site's structure as the admin edits it, published or not: the same shape as `structure` of the published content. The platform's API shows it only once published. */
        get: operations["getSiteStructure"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}/sites/{siteId}/structure/sort": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                siteId: components["parameters"]["SiteId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** @description Moves one item before or after a sibling. Groups and sections of the same parent group (or of the root) are siblings; site spaces of the same section (or of the site root) are siblings. A position naming an item of another parent or level is 400; an unknown item is 404. */
        patch: operations["sortSiteStructure"];
        trace?: never;
    };
    "/v1/orgs/{organizationId}/sites/{siteId}/adaptive-schema": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                siteId: components["parameters"]["SiteId"];
            };
            cookie?: never;
        };
        /** @description 404 until a schema is set. */
        get: operations["getSiteAdaptiveSchema"];
        /** @description Sets the visitor schema: a draft-07 object schema whose properties (and those of the `unsigned` object) are booleans with a description, with `additionalProperties: false`. Anything else is 400 naming the rule. */
        put: operations["updateSiteAdaptiveSchema"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}/sites/{siteId}/adaptive-schema/template-conditions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                siteId: components["parameters"]["SiteId"];
            };
            cookie?: never;
        };
        /** @description One condition per claim of the schema; empty when the site has no schema. */
        get: operations["listSiteTemplateConditions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}/sites/{siteId}/published": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                siteId: components["parameters"]["SiteId"];
            };
            cookie?: never;
        };
        /** @description What visitors get. 404 when the site is unpublished, and for a share-link site without its `shareKey`; a visitor-auth site answers members of its organization only. */
        get: operations["getPublishedContentSite"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}/sites/{siteId}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                siteId: components["parameters"]["SiteId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["publishSite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}/sites/{siteId}/unpublish": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                siteId: components["parameters"]["SiteId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["unpublishSite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}/sites/{siteId}/search": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                siteId: components["parameters"]["SiteId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description The organization search over the site's spaces only. */
        post: operations["searchSiteContent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}/sites/{siteId}/ai/response": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                siteId: components["parameters"]["SiteId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Answers `text/event-stream`; each event's data is one JSON object (SiteAIResponseEvent): `response_start`; `response_document` events, where `insert` adds blocks at the end of the answer and `update` replaces the last blocks (as many as it carries) with a longer version of them, so the answer grows a few words at a time (ours: the platform does not say how `update` applies); then `response_finish` with the `responseId` to pass as `previousResponseId`. Events are sent as they are produced. */
        post: operations["createSiteAIResponse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}/sites/{siteId}/section-groups": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                siteId: components["parameters"]["SiteId"];
            };
            cookie?: never;
        };
        /** @description Every section group of the site, parents before their children. */
        get: operations["listSiteSectionGroups"];
        put?: never;
        /** @description Creates a group at the end of `parent` (or of the site root) and moves `sections` into it in the order given. */
        post: operations["createSiteSectionGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}/sites/{siteId}/section-groups/{siteSectionGroupId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                siteId: components["parameters"]["SiteId"];
                siteSectionGroupId: components["parameters"]["SiteSectionGroupId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** @description Deletes the group; its sections and groups go back to the site root, where the group was. A group that does not exist answers 204. */
        delete: operations["deleteSiteSectionGroup"];
        options?: never;
        head?: never;
        patch: operations["updateSiteSectionGroup"];
        trace?: never;
    };
    "/v1/orgs/{organizationId}/sites/{siteId}/section-groups/{siteSectionGroupId}/sections": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                siteId: components["parameters"]["SiteId"];
                siteSectionGroupId: components["parameters"]["SiteSectionGroupId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Moves the section to the end of the group. */
        post: operations["addSiteSectionToGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}/sites/{siteId}/section-groups/{siteSectionGroupId}/sections/{siteSectionId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                siteId: components["parameters"]["SiteId"];
                siteSectionGroupId: components["parameters"]["SiteSectionGroupId"];
                siteSectionId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** @description Puts the section back at the end of the site root; 204 also when the section was not in the group. */
        delete: operations["removeSiteSectionFromGroup"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}/sites/{siteId}/section-groups/{siteSectionGroupId}/move": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                siteId: components["parameters"]["SiteId"];
                siteSectionGroupId: components["parameters"]["SiteSectionGroupId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Moves the group before or after a section or group of the same parent (400 otherwise). */
        post: operations["moveSiteSectionGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/spaces/{spaceId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceId"];
            };
            cookie?: never;
        };
        /** @description Members of the space's organization may read it; anyone else may read a `share-link` space with its `shareKey`. A space deleted within the last 7 days is answered with `deletedAt`; after that it is gone (404). */
        get: operations["getSpace"];
        put?: never;
        post?: never;
        /** @description Sets `deletedAt`; the space leaves every list and count and stays restorable for 7 days. Deleting a space that does not exist (or is already deleted) answers 204. */
        delete: operations["deleteSpace"];
        options?: never;
        head?: never;
        patch: operations["updateSpace"];
        trace?: never;
    };
    "/v1/spaces/{spaceId}/duplicate": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Creates "<title> (copy)" right after the original, in the same parent, with the same content and settings. */
        post: operations["duplicateSpace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/spaces/{spaceId}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Brings back a space deleted within the last 7 days, where it was (or at the organization root when its collection is gone). Restoring a space that is not deleted changes nothing and answers it as is. */
        post: operations["restoreSpace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/spaces/{spaceId}/move": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["moveSpace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/spaces/{spaceId}/transfer": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["transferSpace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/spaces/{spaceId}/links": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceId"];
            };
            cookie?: never;
        };
        /** @description The links found in the space's content. `status` filters `items` and `count`; `stats` always describes every link of the space. */
        get: operations["listSpaceLinks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}/spaces": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        /** @description Every space of the organization at any depth, in tree order (depth first, siblings by `index`). With `deleted=true` (ours): the spaces deleted within the last 7 days instead, most recently deleted first, each with `deletedAt`. */
        get: operations["listOrganizationSpaces"];
        put?: never;
        /** @description Creates a space at the end of `parent` (a collection of this organization) or of the organization root. Needs the admin or create role. */
        post: operations["createSpace"];
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
        /**
         * Format: safe-url
         * @description (ours) An address that may be followed: `http:`, `https:` or `mailto:`, or a relative link. Other schemes (`javascript:`, `data:`, `vbscript:`...), in any letter case, and addresses with surrounding spaces or control characters are refused (src/api/safe-url.ts).
         */
        SafeUrl: string;
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
        /** @description A block, an inline or a text node, told apart by `object` (validated against that shape only, so checking a document costs time in proportion to its size). */
        DocumentNode: components["schemas"]["DocumentBlock"] | components["schemas"]["DocumentInline"] | components["schemas"]["DocumentText"];
        DocumentBlock: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            object: "block";
            type: string;
            key?: string;
            isVoid?: boolean;
            data?: components["schemas"]["DocumentNodeData"];
            nodes: components["schemas"]["DocumentNode"][];
        } & {
            [key: string]: unknown;
        };
        DocumentInline: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            object: "inline";
            type: string;
            key?: string;
            isVoid?: boolean;
            data?: components["schemas"]["DocumentNodeData"];
            nodes: components["schemas"]["DocumentNode"][];
        } & {
            [key: string]: unknown;
        };
        /** @description (ours) A node's data: free-form, except that the addresses it holds must be safe links (SafeUrl): `url` (an embed), `ref.url` (a link) and `images[].ref.url` (images). */
        DocumentNodeData: {
            url?: components["schemas"]["SafeUrl"];
            ref?: components["schemas"]["DocumentNodeRef"];
            images?: ({
                ref?: components["schemas"]["DocumentNodeRef"];
            } & {
                [key: string]: unknown;
            })[];
        } & {
            [key: string]: unknown;
        };
        /** @description What a link or an image points at; `url` when `kind` is `url`. */
        DocumentNodeRef: {
            url?: components["schemas"]["SafeUrl"];
        } & {
            [key: string]: unknown;
        };
        DocumentText: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
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
        ChangeRequestStatus: "draft" | "open" | "archived" | "merged";
        /** @description Empty when the request was opened without one. */
        ChangeRequestSubject: string;
        /** @description 1 to 100 characters, trimmed; (ours) not only spaces, and no control characters, lone surrogates or bidirectional overrides (`x-text: line`, docs/decisions/0016). Leave it out to open a request without a subject. */
        ChangeRequestSubjectInput: string;
        /** @description (ours) What the caller may do. edit (subject, status, description, update from main): admin, create, review and edit roles; merge: admin, create and review while the space is live; comment: every role but read and guests. */
        ChangeRequestPermissions: {
            view: boolean;
            edit: boolean;
            merge: boolean;
            review: boolean;
            comment: boolean;
        };
        /** @description (ours) A page of the space the request changes. */
        ChangeRequestPage: {
            id: string;
            title: string;
            path: string;
        };
        ChangeRequest: {
            /** @constant */
            object: "change-request";
            id: string;
            /** @description Counts up within the space; usable in place of the id in paths. */
            number: number;
            status: components["schemas"]["ChangeRequestStatus"];
            subject: components["schemas"]["ChangeRequestSubject"];
            description: components["schemas"]["Document"];
            createdBy: components["schemas"]["User"];
            createdAt: components["schemas"]["DateTime"];
            updatedAt: components["schemas"]["DateTime"];
            /** @description Id of the space. */
            space: string;
            /** @description Id of the request's active revision; changes with its description or content. */
            revision: string;
            /** @description Id of the space revision the request started from. */
            revisionInitial: string;
            /** @description Id of the space's revision when the request was last updated from main. */
            revisionMergedAncestor?: string;
            /** @description When merged, id of the resulting space revision. */
            revisionMerged?: string;
            /** @description Open comments. */
            comments: number;
            /** @description True when the main content changed since the request was created or updated. */
            outdated: boolean;
            conversationsIssuesCluster?: string;
            /** @description (ours) Everyone who changed the request, the creator first. */
            contributors?: components["schemas"]["User"][];
            /** @description (ours) Reviewers asked to review the request. */
            requestedReviewers?: components["schemas"]["User"][];
            /** @description (ours) The pages of the space the request changes. */
            pages?: components["schemas"]["ChangeRequestPage"][];
            urls: {
                /** Format: uri */
                app: string;
                /** Format: uri */
                location: string;
            };
            permissions: components["schemas"]["ChangeRequestPermissions"];
        };
        ChangeRequestList: {
            next?: components["schemas"]["ListNext"];
            count: number;
            items: components["schemas"]["ChangeRequest"][];
        };
        ChangeRequestCreate: {
            subject?: components["schemas"]["ChangeRequestSubjectInput"];
            /**
             * @description (ours) `draft` when absent.
             * @enum {string}
             */
            status?: "draft" | "open";
            description?: components["schemas"]["Document"];
            /** @description (ours) User ids of members of the organization. */
            requestedReviewers?: string[];
        } & {
            [key: string]: unknown;
        };
        ChangeRequestUpdate: {
            subject?: components["schemas"]["ChangeRequestSubjectInput"];
            status?: components["schemas"]["ChangeRequestStatus"];
            description?: components["schemas"]["Document"];
        };
        ChangeRequestMergeResult: {
            /** @description The space's new revision. */
            revision: string;
            /** @constant */
            result: "merge";
        };
        ChangeRequestUpdateResult: {
            /** @description The request's revision after the update. */
            revision: string;
            /** @constant */
            result: "update";
        };
        ChangeRequestPdf: {
            /**
             * Format: uri
             * @description Where the generated PDF can be opened.
             */
            url: string;
        };
        /** @description At most 1000 characters, trimmed; empty (or only spaces) means none. (ours) Line breaks and tabs are kept; other control characters, lone surrogates and bidirectional overrides are refused (`x-text: paragraph`, docs/decisions/0016). */
        CollectionDescription: string;
        /** @description admin (change, move, delete) and create (add spaces and collections inside) are true for the admin and create roles; transfer also needs admin in the target organization. */
        CollectionPermissions: {
            view: boolean;
            admin: boolean;
            viewInviteLinks: boolean;
            create: boolean;
        };
        Collection: {
            /** @constant */
            object: "collection";
            id: string;
            title: string;
            /** @description Empty when the collection has none. */
            description: string;
            /** @description Owning organization id. */
            organization: string;
            /** @description Parent collection id; absent at the organization root. */
            parent?: string;
            /** @description (ours) Position among its siblings: the spaces and collections of the same parent share one order, 0 first. */
            index: number;
            defaultLevel: components["schemas"]["Role"];
            urls: {
                /** Format: uri */
                location: string;
                /** Format: uri */
                app: string;
            };
            permissions: components["schemas"]["CollectionPermissions"];
        };
        CollectionList: {
            next?: components["schemas"]["ListNext"];
            count: number;
            items: components["schemas"]["Collection"][];
        };
        CollectionCreate: {
            title: components["schemas"]["ContentTitle"];
            description?: components["schemas"]["CollectionDescription"];
            /** @description A collection of this organization; absent for the organization root. */
            parent?: string;
        };
        CollectionUpdate: {
            title?: components["schemas"]["ContentTitle"];
            description?: components["schemas"]["CollectionDescription"];
            defaultLevel?: components["schemas"]["Role"];
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
        /** @description (ours) What anyone signed in may know of an organization they do not belong to, enough to recognise it and ask to join. */
        OrganizationPublic: {
            /** @constant */
            object: "organization";
            id: string;
            title: string;
            urls: {
                /** Format: uri */
                location: string;
                /** Format: uri */
                app: string;
                /** Format: uri */
                logo?: string;
            };
        };
        OrganizationList: {
            next?: components["schemas"]["ListNext"];
            count: number;
            items: components["schemas"]["Organization"][];
        };
        OrganizationUpdate: {
            /** @description 1 to 100 characters, trimmed; (ours) no control characters, lone surrogates or bidirectional overrides (`x-text: line`, docs/decisions/0016). */
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
        /** @enum {string} */
        SiteType: "basic" | "premium" | "ultimate" | "sponsored" | "legacy-basic" | "legacy-premium";
        /** @enum {string} */
        SiteVisibility: "public" | "unlisted" | "share-link" | "visitor-auth";
        /** @enum {string} */
        SiteAgentsContext: "excluded" | "included";
        /** @description 1 to 100 characters, not only spaces; trimmed. (ours) No control characters, lone surrogates or bidirectional overrides (`x-text: line`, docs/decisions/0016). */
        SiteTitle: string;
        /** @description (ours) The path of the site under its hostname: at most 100 letters, digits, `-` or `_`; empty for the root. */
        SiteBasename: string;
        /** @description A proxy URL, host plus path, such as `docs.acme.test/help`; null removes it. */
        SiteProxy: string | null;
        /** @description An icon name (for example `gear`, `book`, `rocket`). */
        SiteIconName: string;
        Site: {
            /** @constant */
            object: "site";
            id: string;
            title: string;
            type: components["schemas"]["SiteType"];
            icon?: {
                icon: {
                    /** Format: uri */
                    light: string;
                    /** Format: uri */
                    dark: string;
                };
            };
            /** @description Absent without a custom hostname. */
            hostname?: string;
            basename: string;
            /** @description Absent without a proxy. */
            proxy?: {
                /** Format: uri */
                origin: string;
                /** Format: uri */
                target: string;
            };
            visibility: components["schemas"]["SiteVisibility"];
            published: boolean;
            siteSpaces: number;
            createdAt: components["schemas"]["DateTime"];
            adaptiveContent: {
                enabled: boolean;
            };
            ads: {
                /** @enum {string} */
                status: "pending" | "in-review" | "live" | "rejected" | "disabled";
                submittable: boolean;
            };
            agentsContext: components["schemas"]["SiteAgentsContext"];
            features: {
                id: string;
                plan: string;
                frozen: boolean;
                customizations: string[];
            }[];
            urls: {
                /** Format: uri */
                location: string;
                /** Format: uri */
                app: string;
                /**
                 * Format: uri
                 * @description Present while published: the site's address (with `?share=<key>` for a share-link site; visitor-auth visitors sign in there).
                 */
                published?: string;
            };
            /** @description (ours) The secret of a share-link site, for its members. */
            shareKey?: string;
        };
        SiteList: {
            next?: components["schemas"]["ListNext"];
            count: number;
            items: components["schemas"]["Site"][];
        };
        SiteCreate: {
            title: components["schemas"]["SiteTitle"];
            type?: components["schemas"]["SiteType"];
            visibility?: components["schemas"]["SiteVisibility"];
            spaces?: string[];
        };
        SiteUpdate: {
            title?: components["schemas"]["SiteTitle"];
            visibility?: components["schemas"]["SiteVisibility"];
            basename?: components["schemas"]["SiteBasename"];
            proxy?: components["schemas"]["SiteProxy"];
            adaptiveContent?: {
                enabled: boolean;
            };
            agentsContext?: components["schemas"]["SiteAgentsContext"];
            /** @description A site space of this site (in the default section when it has sections). */
            defaultSiteSpace?: string;
            /** @description A section of this site. */
            defaultSiteSection?: string;
        };
        SiteSpace: {
            /** @constant */
            object: "site-space";
            id: string;
            path: string;
            /** @description The section id; absent at the site root. */
            section?: string;
            space: components["schemas"]["Space"];
            title: string;
            default: boolean;
            condition?: string;
            hasAdvancedCustomizationFeature: boolean;
            urls: {
                /** Format: uri */
                published?: string;
            };
        };
        SiteSection: {
            /** @constant */
            object: "site-section";
            id: string;
            title: string;
            description: string;
            default: boolean;
            path: string;
            condition?: string;
            /** @description The parent group id; absent at the root. */
            sectionGroup?: string;
            siteSpaces: components["schemas"]["SiteSpace"][];
            urls: {
                /** Format: uri */
                published?: string;
            };
            icon?: string;
        };
        SiteSectionGroup: {
            /** @constant */
            object: "site-section-group";
            id: string;
            title: string;
            /** @description The parent group id; absent at the root. */
            sectionGroup?: string;
            /** @description Sections and (ours) nested groups, in order. */
            children: (components["schemas"]["SiteSection"] | components["schemas"]["SiteSectionGroup"])[];
            icon?: string;
        };
        SiteSectionGroupList: {
            next?: components["schemas"]["ListNext"];
            count: number;
            items: components["schemas"]["SiteSectionGroup"][];
        };
        SiteStructureItem: components["schemas"]["SiteSpace"] | components["schemas"]["SiteSection"] | components["schemas"]["SiteSectionGroup"];
        /** @description `sections`: groups and sections at the root, site spaces inside sections; `siteSpaces`: a site without sections, its site spaces at the root. */
        SiteStructure: {
            /** @enum {string} */
            type: "sections" | "siteSpaces";
            structure: components["schemas"]["SiteStructureItem"][];
        };
        SiteStructureRef: {
            /** @enum {string} */
            type: "site-space" | "site-section" | "site-section-group";
            id: string;
        };
        /** @description Exactly one of before and after. */
        SiteStructurePosition: {
            before?: components["schemas"]["SiteStructureRef"];
            after?: components["schemas"]["SiteStructureRef"];
        };
        SiteStructureSort: {
            item: components["schemas"]["SiteStructureRef"];
            position: components["schemas"]["SiteStructurePosition"];
        };
        SiteSectionGroupCreate: {
            title: components["schemas"]["SiteTitle"];
            icon?: components["schemas"]["SiteIconName"];
            sections?: string[];
            parent?: string;
        };
        SiteSectionGroupUpdate: {
            title?: components["schemas"]["SiteTitle"];
            icon?: components["schemas"]["SiteIconName"];
        };
        SiteSectionGroupAddSection: {
            sectionId: string;
        };
        SiteSectionGroupMove: {
            position: components["schemas"]["SiteStructurePosition"];
        };
        SiteAdaptiveSchema: {
            /** @constant */
            object: "site-adaptive-schema";
            jsonSchema: {
                [key: string]: unknown;
            };
            updatedAt: components["schemas"]["DateTime"];
        };
        SiteAdaptiveSchemaUpdate: {
            /** @description Checked by the rules of the visitor schema (400 with the reason). */
            jsonSchema: {
                [key: string]: unknown;
            };
        };
        SiteTemplateConditions: {
            items: {
                description: string;
                condition: string;
            }[];
        };
        /** @description Where a customization link goes. The spec shows `kind` (sample `file`) with `file`; the local backend also uses `url` for external addresses (the platform's `kind: url`). */
        SiteLinkTarget: {
            /** @enum {string} */
            kind: "file" | "url";
            file?: string;
            url?: string;
        };
        SiteCustomizationLink: {
            title: string;
            to: components["schemas"]["SiteLinkTarget"];
        };
        /** @description A header link; `links` makes it a menu. `condition` shows it only to visitors it matches. */
        SiteHeaderLink: {
            title: string;
            /** @description enum*; the platform's values include `link`, `button-primary`, `button-secondary`. */
            style: string;
            to?: components["schemas"]["SiteLinkTarget"];
            links: components["schemas"]["SiteCustomizationLink"][];
            condition?: string;
        };
        SiteColor: {
            light: string;
            dark: string;
        };
        /** @description An image (logo, favicon) for the light and the dark theme. */
        SiteThemedImage: {
            /** Format: uri */
            light: string;
            /** Format: uri */
            dark: string;
        };
        SiteEnabledFlag: {
            enabled: boolean;
        };
        /** @description The customization object of a published site or site space (platform-api.md, PublishedContentSite). Values marked enum* there are strings here: the platform may add values, and the console shows an unknown one as it is. */
        SiteCustomization: {
            title: string;
            styling: {
                /** @description enum*; the platform's values include `clean`, `muted`, `bold`, `gradient`. */
                theme: string;
                /** @description enum*; `straight`, `rounded`, `circular`. */
                corners: string;
                /** @description enum*; `subtle`, `flat`. */
                depth: string;
                /** @description enum*; `default`, `accent`. */
                links: string;
                /** @description enum*; `regular`, `solid`, `duotone`, `light`, `thin`. */
                icons: string;
                /** @description enum*; `prominent`, `subtle`. */
                search: string;
                /** @description enum*; a font name such as `Inter`, `Roboto`, `OpenSans`, `IBMPlexSerif`. */
                font: string;
                /** @description enum*; a monospace font name such as `IBMPlexMono`, `FiraCode`. */
                monospaceFont: string;
                primaryColor: components["schemas"]["SiteColor"];
                infoColor: components["schemas"]["SiteColor"];
                successColor: components["schemas"]["SiteColor"];
                warningColor: components["schemas"]["SiteColor"];
                dangerColor: components["schemas"]["SiteColor"];
                /** @description Left out when the site has no tint. */
                tint?: {
                    color: components["schemas"]["SiteColor"];
                };
                sidebar: {
                    /** @description enum*; `default`, `filled`. */
                    background: string;
                    /** @description enum*; `default`, `pill`, `line`. */
                    list: string;
                };
            };
            /** @description `icon` is left out when the site uses its default favicon. */
            favicon: {
                icon?: components["schemas"]["SiteThemedImage"];
            };
            header: {
                /** @enum {string} */
                preset: "default" | "bold" | "contrast" | "custom" | "none";
                logo?: components["schemas"]["SiteThemedImage"];
                links: components["schemas"]["SiteHeaderLink"][];
            };
            footer: {
                logo?: components["schemas"]["SiteThemedImage"];
                groups: {
                    title: string;
                    links: components["schemas"]["SiteCustomizationLink"][];
                }[];
                copyright?: string;
            };
            announcement: {
                enabled: boolean;
                message: string;
                link?: components["schemas"]["SiteCustomizationLink"];
                /** @description enum*; `info`, `warning`, `danger`, `success`. */
                style: string;
            };
            themes: {
                /** @description enum*; `light`, `dark`. */
                default: string;
                /** @description Visitors may switch between the light and the dark theme (the platform's spelling). */
                toggeable: boolean;
            };
            internationalization: {
                locale: string;
            };
            pdf: components["schemas"]["SiteEnabledFlag"];
            feedback: components["schemas"]["SiteEnabledFlag"];
            ai: {
                /** @enum {string} */
                mode: "none" | "search" | "assistant";
            };
            advancedCustomization: components["schemas"]["SiteEnabledFlag"];
            git: {
                showEditLink: boolean;
            };
            pageActions: {
                externalAI: boolean;
                markdown: boolean;
                mcp: boolean;
            };
            externalLinks: {
                /** @description enum*; `self` (same tab) or `blank` (new tab). */
                target: string;
            };
            pagination: components["schemas"]["SiteEnabledFlag"];
            trademark: components["schemas"]["SiteEnabledFlag"];
            privacyPolicy: {
                /** Format: uri */
                url?: string;
            };
            socialPreview: {
                /** Format: uri */
                url?: string;
            };
            insights: {
                trackingCookie: boolean;
            };
        };
        PublishedContentSite: {
            /** @constant */
            object: "published-content-site";
            site: components["schemas"]["Site"];
            structure: components["schemas"]["SiteStructure"];
            customizations: {
                site: components["schemas"]["SiteCustomization"];
                siteSpaces: {
                    [key: string]: components["schemas"]["SiteCustomization"];
                };
            };
            scripts: {
                /** Format: uri */
                script: string;
                contentSecurityPolicy: string;
                cookies: boolean;
            }[];
        };
        SiteSearch: {
            query: string;
            scope?: {
                /**
                 * @description (ours) default searches every site space; current only currentSiteSpace.
                 * @enum {string}
                 */
                mode: "default" | "current";
                currentSiteSpace?: string;
            };
        };
        SiteAIResponseRequest: {
            previousResponseId?: string;
            input: {
                /** @enum {string} */
                role: "user" | "assistant";
                content: string;
                context?: {
                    location?: {
                        spaceId?: string;
                        pageId?: string;
                    };
                };
            }[];
            /** @enum {string} */
            model?: "fast" | "reasoning-low" | "reasoning-medium" | "reasoning-high";
            tools?: {
                name: string;
                description: string;
                inputSchema: {
                    [key: string]: unknown;
                };
            }[];
            toolCall?: {
                tool: string;
                toolCallId: string;
                output: {
                    [key: string]: unknown;
                };
                summary?: {
                    icon?: string;
                    text?: string;
                };
            };
        };
        /** @description The data of one event of the AI response stream. */
        SiteAIResponseEvent: {
            /** @constant */
            type: "response_start";
            messageId: string;
        } | {
            /** @constant */
            type: "response_document";
            messageId: string;
            /** @enum {string} */
            operation: "insert" | "update";
            blocks: components["schemas"]["DocumentBlock"][];
        } | {
            /** @constant */
            type: "response_finish";
            messageId: string;
            responseId: string;
        };
        /** @description 1 to 100 characters, not only spaces; trimmed. (ours) No control characters, lone surrogates or bidirectional overrides (`x-text: line`, docs/decisions/0016). */
        ContentTitle: string;
        /** @description One emoji (a sequence of emoji code points, joiners and variation selectors, at most 16 code points); the empty string means no emoji. */
        Emoji: string;
        /** @enum {string} */
        Language: "en" | "fr" | "de" | "es" | "it" | "pt" | "pt-br" | "ru" | "ja" | "zh" | "yue" | "ko" | "ar" | "hi" | "nl" | "pl" | "tr" | "sv" | "no" | "da" | "fi" | "el" | "cs" | "hu" | "ro" | "th" | "vi" | "id" | "ms" | "he" | "uk" | "sk" | "bg" | "hr" | "lt" | "lv" | "et" | "sl";
        /**
         * @description public: anyone, indexed by search engines; unlisted: anyone, not indexed; share-link: anyone with the secret token in the URL; visitor-auth: visitors authenticated through a JWT; in-collection: anyone who can access the parent collection (only for a space in a collection); private: authorized members.
         * @enum {string}
         */
        SpaceVisibility: "public" | "unlisted" | "share-link" | "visitor-auth" | "in-collection" | "private";
        /**
         * @description live is directly editable; locked locks all edits.
         * @enum {string}
         */
        SpaceEditMode: "live" | "locked";
        SpaceMergeRuleItem: {
            /** @enum {string} */
            rule: "require_specific_reviewers" | "require_any_reviewer";
            users: string[];
        };
        /** @description inherit follows the organization's merge rules; none merges without review; rules applies the space's own `rules` (required with, and only with, type rules). */
        SpaceMergeRules: {
            /** @enum {string} */
            type: "inherit" | "none" | "rules";
            rules?: components["schemas"]["SpaceMergeRuleItem"][];
        };
        SpaceGitSync: {
            repoName: string;
            /** @enum {string} */
            installationProvider: "github" | "gitlab";
            integration: string;
            /** Format: uri */
            url: string;
            updatedAt: components["schemas"]["DateTime"];
        };
        /** @description What the caller may do. admin (change settings, move, duplicate, delete, restore) is true for the admin and create roles; transfer also needs admin in the target organization. */
        SpacePermissions: {
            view: boolean;
            access: boolean;
            admin: boolean;
            viewInviteLinks: boolean;
            edit: boolean;
            triggerGitSync: boolean;
            comment: boolean;
            merge: boolean;
            review: boolean;
            installIntegration: boolean;
        };
        Space: {
            /** @constant */
            object: "space";
            id: string;
            title: string;
            /** @description An emoji; empty when the space has none. */
            emoji: string;
            visibility: components["schemas"]["SpaceVisibility"];
            createdAt: components["schemas"]["DateTime"];
            updatedAt: components["schemas"]["DateTime"];
            /** @description Present only on a deleted (restorable) space. */
            deletedAt?: components["schemas"]["DateTime"];
            editMode: components["schemas"]["SpaceEditMode"];
            mergeRules: components["schemas"]["SpaceMergeRules"];
            urls: {
                /**
                 * Format: uri
                 * @description Where the API serves it.
                 */
                location: string;
                /**
                 * Format: uri
                 * @description The space in the platform's app.
                 */
                app: string;
                /**
                 * Format: uri
                 * @description Where readers open it; for a share-link space the caller with `viewInviteLinks` gets it with the `shareKey`.
                 */
                public: string;
                /**
                 * Format: uri
                 * @description Present when the space is published in a site.
                 */
                published?: string;
                /** Format: uri */
                icon?: string;
            };
            /** @description Owning organization id. */
            organization: string;
            /** @description Parent collection id; absent at the organization root. */
            parent?: string;
            /** @description (ours) Position among its siblings: the spaces and collections of the same parent share one order, 0 first. */
            index: number;
            language: components["schemas"]["Language"];
            gitSync?: components["schemas"]["SpaceGitSync"];
            /** @description Present when visibility is visitor-auth. */
            visitorAuth?: {
                /** @enum {string} */
                backend: "custom" | "auth0" | "okta" | "azure-ad" | "aws-cognito";
            };
            /** @description Id of the active revision. */
            revision: string;
            defaultLevel: components["schemas"]["Role"];
            /** @description Open comments. */
            comments: number;
            changeRequests: number;
            changeRequestsOpen: number;
            changeRequestsDraft: number;
            permissions: components["schemas"]["SpacePermissions"];
        };
        SpaceList: {
            next?: components["schemas"]["ListNext"];
            count: number;
            items: components["schemas"]["Space"][];
        };
        SpaceCreate: {
            title: components["schemas"]["ContentTitle"];
            emoji?: components["schemas"]["Emoji"];
            /** @description A collection of this organization; absent for the organization root. */
            parent?: string;
            language?: components["schemas"]["Language"];
            editMode?: components["schemas"]["SpaceEditMode"];
            /** @description (an extra property) private when absent; in-collection needs a `parent`. */
            visibility?: components["schemas"]["SpaceVisibility"];
        } & {
            [key: string]: unknown;
        };
        SpaceUpdate: {
            title?: components["schemas"]["ContentTitle"];
            emoji?: components["schemas"]["Emoji"];
            editMode?: components["schemas"]["SpaceEditMode"];
            defaultLevel?: components["schemas"]["Role"];
            language?: components["schemas"]["Language"];
            mergeRules?: components["schemas"]["SpaceMergeRules"];
        };
        /** @description A space or a collection next to which the moved item goes. */
        ContentSibling: {
            /** @constant */
            type: "space";
            space: string;
        } | {
            /** @constant */
            type: "collection";
            collection: string;
        };
        /** @description Right before or right after a sibling in the target parent. */
        ContentPosition: {
            before: components["schemas"]["ContentSibling"];
        } | {
            after: components["schemas"]["ContentSibling"];
        };
        /** @description parent: the target collection id, null for the organization root, absent to stay in the current parent. position: absent puts it last in the target parent. */
        ContentMove: {
            parent?: string | null;
            position?: components["schemas"]["ContentPosition"];
        };
        ContentTransfer: {
            /** @description Target organization id. */
            organization: string;
            /** @description (ours) Target collection in that organization; absent for its root. */
            collection?: string;
        };
        /**
         * @description ok: no problem; broken: the target does not exist in the revision; in-app: the target is a URL to an internal app location.
         * @enum {string}
         */
        ContentLinkStatus: "ok" | "broken" | "in-app";
        /** @description What a link points at or where it is used. `title` (ours) names the target or the page so a person can read the list without resolving ids. */
        ContentReference: {
            /** @enum {string} */
            kind: "url" | "page" | "anchor" | "file" | "space" | "collection";
            title?: string;
            url?: string;
            organization?: string;
            space?: string;
            page?: string;
            anchor?: string;
            collection?: string;
            versionContext?: components["schemas"]["ContentReference"];
            file?: {
                id: string;
                name: string;
                contentType: string;
                /** Format: uri */
                downloadURL: string;
                size: number;
                dimensions?: {
                    width: number;
                    height: number;
                };
                git?: {
                    oid: string;
                    path: string;
                };
            };
        };
        ContentLink: {
            status: components["schemas"]["ContentLinkStatus"];
            /** @enum {string} */
            relation: "reference" | "dependsOn";
            targetReference: components["schemas"]["ContentReference"];
            locationReferences: components["schemas"]["ContentReference"][];
        };
        ContentLinkList: {
            next?: components["schemas"]["ListNext"];
            count: number;
            stats: {
                total: number;
                broken: {
                    /** @description Broken links in the content. */
                    total: number;
                    /** @description Broken links in the space's open change requests. */
                    changeRequest: number;
                };
            };
            items: components["schemas"]["ContentLink"][];
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
        /** @description Throttled (429), temporarily unavailable (503) or an unexpected failure (5xx); a 429 and a 503 always carry Retry-After. What an HTTP server refuses before any operation runs comes with the same error body (the local server: 413 for a body over 20 MB, 431 for a request line and headers over 16 KB). */
        Unexpected: {
            headers: {
                /** @description Seconds to wait before retrying, on every 429 and 503 */
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
        /** @description The id or the number of the change request. */
        ChangeRequestId: string;
        ChangeRequestStatusFilter: components["schemas"]["ChangeRequestStatus"];
        /** @description User id of the creator. */
        ChangeRequestCreator: string;
        /** @description User id of someone who contributed (the creator included). */
        ChangeRequestContributor: string;
        /** @description User id of a requested reviewer. */
        ChangeRequestRequestedReviewer: string;
        /** @description Id of the linked conversations issues cluster. */
        ChangeRequestConversationsIssuesCluster: string;
        CollectionId: string;
        SiteId: string;
        SiteSectionGroupId: string;
        SpaceId: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listSpaceChangeRequests: {
        parameters: {
            query?: {
                status?: components["parameters"]["ChangeRequestStatusFilter"];
                /** @description User id of the creator. */
                creator?: components["parameters"]["ChangeRequestCreator"];
                /** @description User id of someone who contributed (the creator included). */
                contributor?: components["parameters"]["ChangeRequestContributor"];
                /** @description User id of a requested reviewer. */
                requestedReviewer?: components["parameters"]["ChangeRequestRequestedReviewer"];
                /** @description Id of the linked conversations issues cluster. */
                conversationsIssuesCluster?: components["parameters"]["ChangeRequestConversationsIssuesCluster"];
                /** @description Opaque identifier of the page to fetch, taken from a previous list's `next.page`. */
                page?: components["parameters"]["Page"];
                /** @description Items per page; 50 when absent. */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the space's change requests */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChangeRequestList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    createChangeRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeRequestCreate"];
            };
        };
        responses: {
            /** @description The created change request */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChangeRequest"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    getChangeRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceId"];
                /** @description The id or the number of the change request. */
                changeRequestId: components["parameters"]["ChangeRequestId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The change request */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChangeRequest"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    updateChangeRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceId"];
                /** @description The id or the number of the change request. */
                changeRequestId: components["parameters"]["ChangeRequestId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeRequestUpdate"];
            };
        };
        responses: {
            /** @description The updated change request */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChangeRequest"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    mergeChangeRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceId"];
                /** @description The id or the number of the change request. */
                changeRequestId: components["parameters"]["ChangeRequestId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The space's new revision */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChangeRequestMergeResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    updateChangeRequestFromMain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceId"];
                /** @description The id or the number of the change request. */
                changeRequestId: components["parameters"]["ChangeRequestId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request's revision after the update */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChangeRequestUpdateResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    getChangeRequestPdf: {
        parameters: {
            query?: {
                /** @description true exports the page given by `page` only. */
                only?: boolean;
                /** @description Id of a page of the space. */
                page?: string;
            };
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceId"];
                /** @description The id or the number of the change request. */
                changeRequestId: components["parameters"]["ChangeRequestId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Where the PDF is */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChangeRequestPdf"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    listOrganizationChangeRequests: {
        parameters: {
            query?: {
                status?: components["parameters"]["ChangeRequestStatusFilter"];
                /** @description User id of the creator. */
                creator?: components["parameters"]["ChangeRequestCreator"];
                /** @description User id of someone who contributed (the creator included). */
                contributor?: components["parameters"]["ChangeRequestContributor"];
                /** @description User id of a requested reviewer. */
                requestedReviewer?: components["parameters"]["ChangeRequestRequestedReviewer"];
                /** @description Id of the linked conversations issues cluster. */
                conversationsIssuesCluster?: components["parameters"]["ChangeRequestConversationsIssuesCluster"];
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
            /** @description A page of the organization's change requests */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChangeRequestList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    getCollection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                collectionId: components["parameters"]["CollectionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The collection */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Collection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    deleteCollection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                collectionId: components["parameters"]["CollectionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The collection was deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Unexpected"];
        };
    };
    updateCollection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                collectionId: components["parameters"]["CollectionId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CollectionUpdate"];
            };
        };
        responses: {
            /** @description The updated collection */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Collection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    listCollectionSpaces: {
        parameters: {
            query?: {
                /** @description Opaque identifier of the page to fetch, taken from a previous list's `next.page`. */
                page?: components["parameters"]["Page"];
                /** @description Items per page; 50 when absent. */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path: {
                collectionId: components["parameters"]["CollectionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of spaces */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SpaceList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    moveCollection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                collectionId: components["parameters"]["CollectionId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContentMove"];
            };
        };
        responses: {
            /** @description The moved collection */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Collection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            default: components["responses"]["Unexpected"];
        };
    };
    transferCollection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                collectionId: components["parameters"]["CollectionId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContentTransfer"];
            };
        };
        responses: {
            /** @description The transferred collection */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Collection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            default: components["responses"]["Unexpected"];
        };
    };
    listOrganizationCollections: {
        parameters: {
            query?: {
                /** @description true (default) lists collections at any depth; false only the top level. */
                nested?: boolean;
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
            /** @description A page of collections */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CollectionList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    createCollection: {
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
                "application/json": components["schemas"]["CollectionCreate"];
            };
        };
        responses: {
            /** @description The created collection */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Collection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
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
            /** @description Organizations that allow members with this email domain to join. (ours) The caller reads the whole Organization only of those it belongs to; of any other, only the public part (OrganizationPublic): no billing, plan, settings, email domains or hostname (docs/decisions/0016). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        organizations: (components["schemas"]["Organization"] | components["schemas"]["OrganizationPublic"])[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Unexpected"];
        };
    };
    listOrganizationSites: {
        parameters: {
            query?: {
                /** @description Only sites that include this space (by space id). */
                space?: string;
                /** @description Case-insensitive substring of the title. */
                title?: string;
                /** @description Only published (true) or unpublished (false) sites. */
                published?: boolean;
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
            /** @description A page of sites */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    createSite: {
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
                "application/json": components["schemas"]["SiteCreate"];
            };
        };
        responses: {
            /** @description The created site */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Site"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    getSite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                siteId: components["parameters"]["SiteId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The site */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Site"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    deleteSite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                siteId: components["parameters"]["SiteId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The site was deleted */
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
    updateSite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                siteId: components["parameters"]["SiteId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SiteUpdate"];
            };
        };
        responses: {
            /** @description The updated site */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Site"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    getSiteStructure: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                siteId: components["parameters"]["SiteId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The structure */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteStructure"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    sortSiteStructure: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                siteId: components["parameters"]["SiteId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SiteStructureSort"];
            };
        };
        responses: {
            /** @description The moved item */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteStructureItem"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    getSiteAdaptiveSchema: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                siteId: components["parameters"]["SiteId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The visitor schema */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteAdaptiveSchema"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    updateSiteAdaptiveSchema: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                siteId: components["parameters"]["SiteId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SiteAdaptiveSchemaUpdate"];
            };
        };
        responses: {
            /** @description The visitor schema */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteAdaptiveSchema"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    listSiteTemplateConditions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                siteId: components["parameters"]["SiteId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The template conditions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteTemplateConditions"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    getPublishedContentSite: {
        parameters: {
            query?: {
                /** @description The secret of a share-link site. */
                shareKey?: string;
            };
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                siteId: components["parameters"]["SiteId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The published content */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublishedContentSite"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    publishSite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                siteId: components["parameters"]["SiteId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The published site */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Site"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    unpublishSite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                siteId: components["parameters"]["SiteId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The unpublished site */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Site"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    searchSiteContent: {
        parameters: {
            query?: {
                /** @description Opaque identifier of the page to fetch, taken from a previous list's `next.page`. */
                page?: components["parameters"]["Page"];
                /** @description Items per page; 50 when absent. */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                siteId: components["parameters"]["SiteId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SiteSearch"];
            };
        };
        responses: {
            /** @description A page of results */
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
    createSiteAIResponse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                siteId: components["parameters"]["SiteId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SiteAIResponseRequest"];
            };
        };
        responses: {
            /** @description The answer as server-sent events */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    listSiteSectionGroups: {
        parameters: {
            query?: {
                /** @description Opaque identifier of the page to fetch, taken from a previous list's `next.page`. */
                page?: components["parameters"]["Page"];
                /** @description Items per page; 50 when absent. */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                siteId: components["parameters"]["SiteId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of section groups */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteSectionGroupList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    createSiteSectionGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                siteId: components["parameters"]["SiteId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SiteSectionGroupCreate"];
            };
        };
        responses: {
            /** @description The created group */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteSectionGroup"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    deleteSiteSectionGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                siteId: components["parameters"]["SiteId"];
                siteSectionGroupId: components["parameters"]["SiteSectionGroupId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The group was deleted */
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
    updateSiteSectionGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                siteId: components["parameters"]["SiteId"];
                siteSectionGroupId: components["parameters"]["SiteSectionGroupId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SiteSectionGroupUpdate"];
            };
        };
        responses: {
            /** @description The updated group */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteSectionGroup"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    addSiteSectionToGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                siteId: components["parameters"]["SiteId"];
                siteSectionGroupId: components["parameters"]["SiteSectionGroupId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SiteSectionGroupAddSection"];
            };
        };
        responses: {
            /** @description The group with the section added */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteSectionGroup"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    removeSiteSectionFromGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                siteId: components["parameters"]["SiteId"];
                siteSectionGroupId: components["parameters"]["SiteSectionGroupId"];
                siteSectionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The section is out of the group */
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
    moveSiteSectionGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                siteId: components["parameters"]["SiteId"];
                siteSectionGroupId: components["parameters"]["SiteSectionGroupId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SiteSectionGroupMove"];
            };
        };
        responses: {
            /** @description The moved group */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteSectionGroup"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    getSpace: {
        parameters: {
            query?: {
                /** @description The secret token of a `share-link` space. */
                shareKey?: string;
            };
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The space */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Space"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    deleteSpace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The space was deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["Unexpected"];
        };
    };
    updateSpace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SpaceUpdate"];
            };
        };
        responses: {
            /** @description The updated space */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Space"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    duplicateSpace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new space */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Space"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    restoreSpace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The restored space */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Space"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    moveSpace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContentMove"];
            };
        };
        responses: {
            /** @description The moved space */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Space"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            default: components["responses"]["Unexpected"];
        };
    };
    transferSpace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContentTransfer"];
            };
        };
        responses: {
            /** @description The transferred space */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Space"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            default: components["responses"]["Unexpected"];
        };
    };
    listSpaceLinks: {
        parameters: {
            query?: {
                status?: components["schemas"]["ContentLinkStatus"];
                /** @description Opaque identifier of the page to fetch, taken from a previous list's `next.page`. */
                page?: components["parameters"]["Page"];
                /** @description Items per page; 50 when absent. */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the space's content links */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentLinkList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    listOrganizationSpaces: {
        parameters: {
            query?: {
                /** @description true lists the recently deleted spaces (restorable) instead of the active ones. */
                deleted?: boolean;
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
            /** @description A page of spaces */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SpaceList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    createSpace: {
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
                "application/json": components["schemas"]["SpaceCreate"];
            };
        };
        responses: {
            /** @description The created space */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Space"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
}
