// Generated from src/api/openapi.yaml by `npm run generate`. Do not edit.
export interface paths {
    "/v1/spaces/{spaceId}/change-requests/{changeRequestId}/reviews": {
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
        /** @description The request's reviews, newest first. Every member of the organization reads them. `outdated` keeps only the reviews with that flag. */
        get: operations["listChangeRequestReviews"];
        put?: never;
        /** @description Approves the request or asks for changes, with an optional comment. Needs the review right (admin, create, review); the request's author cannot review it. A newer review by the same person makes their earlier ones outdated and answers their pending request. */
        post: operations["submitChangeRequestReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/spaces/{spaceId}/change-requests/{changeRequestId}/reviews/{reviewId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceId"];
                /** @description The id or the number of the change request. */
                changeRequestId: components["parameters"]["ChangeRequestId"];
                reviewId: string;
            };
            cookie?: never;
        };
        get: operations["getChangeRequestReview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/spaces/{spaceId}/change-requests/{changeRequestId}/requested-reviewers": {
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
        /** @description The reviews asked for and not answered yet, oldest first. */
        get: operations["listChangeRequestRequestedReviewers"];
        put?: never;
        /** @description Asks members who may review for a review (asking again someone who reviewed makes their review outdated), and may change the subject and description in the same call. Needs the edit or the review right on the request. */
        post: operations["requestChangeRequestReviewers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/spaces/{spaceId}/change-requests/{changeRequestId}/requested-reviewers/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceId"];
                /** @description The id or the number of the change request. */
                changeRequestId: components["parameters"]["ChangeRequestId"];
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** @description Withdraws a pending review request. 205 when it was withdrawn, 204 when none was pending. */
        delete: operations["removeChangeRequestRequestedReviewer"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/spaces/{spaceId}/change-requests/{changeRequestId}/contributors": {
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
        /** @description Who edited the request and who commented on it, most recent first. */
        get: operations["listChangeRequestContributors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/spaces/{spaceId}/change-requests/{changeRequestId}/changes": {
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
        /** @description What the request's revision changes against the space revision it is based on (the one it started from or was last updated to), page by page: pages created, moved, edited (the attributes that changed, before and after; `document` names the two Document ids, read with getPageDocumentInRevisionById) and deleted. Unchanged by a merge. */
        get: operations["getChangeRequestChanges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/spaces/{spaceId}/change-requests/{changeRequestId}/comments": {
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
        /** @description The request's comments (not their replies), newest first unless `order=asc`. */
        get: operations["listChangeRequestComments"];
        put?: never;
        /** @description Posts a comment on the request, or on one of its pages. Needs the comment right. */
        post: operations["postChangeRequestComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/spaces/{spaceId}/change-requests/{changeRequestId}/comments/{commentId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceId"];
                /** @description The id or the number of the change request. */
                changeRequestId: components["parameters"]["ChangeRequestId"];
                commentId: components["parameters"]["CommentId"];
            };
            cookie?: never;
        };
        get: operations["getChangeRequestComment"];
        /** @description Edits the body (its author only), resolves or reopens it, and adds or removes the caller's reactions (anyone who may comment). */
        put: operations["updateChangeRequestComment"];
        post?: never;
        /** @description Deletes the comment and its replies: its author, or an admin of the organization. 205 when it was deleted, 204 when there was none. */
        delete: operations["deleteChangeRequestComment"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/spaces/{spaceId}/change-requests/{changeRequestId}/comments/{commentId}/replies": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceId"];
                /** @description The id or the number of the change request. */
                changeRequestId: components["parameters"]["ChangeRequestId"];
                commentId: components["parameters"]["CommentId"];
            };
            cookie?: never;
        };
        /** @description The comment's replies, oldest first. */
        get: operations["listChangeRequestCommentReplies"];
        put?: never;
        /** @description Replies to the comment. Needs the comment right. */
        post: operations["postChangeRequestCommentReply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/spaces/{spaceId}/change-requests/{changeRequestId}/comments/{commentId}/replies/{commentReplyId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceId"];
                /** @description The id or the number of the change request. */
                changeRequestId: components["parameters"]["ChangeRequestId"];
                commentId: components["parameters"]["CommentId"];
                commentReplyId: string;
            };
            cookie?: never;
        };
        get: operations["getChangeRequestCommentReply"];
        /** @description Edits the reply's body (its author only) and the caller's reactions. `resolved` is accepted, as the platform's shared schema does, and changes nothing on a reply. */
        put: operations["updateChangeRequestCommentReply"];
        post?: never;
        /** @description Deletes the reply: its author, or an admin of the organization. 205 when it was deleted, 204 when there was none. */
        delete: operations["deleteChangeRequestCommentReply"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/spaces/{spaceId}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceId"];
            };
            cookie?: never;
        };
        /** @description The space's comments on its main content (not their replies), newest first unless `order=asc`. Read like the space. */
        get: operations["listCommentsInSpace"];
        put?: never;
        /** @description Posts a comment on the space's main content, or on one of its pages or blocks (checked against the space's current revision). Needs the comment right. */
        post: operations["postCommentInSpace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/spaces/{spaceId}/comments/{commentId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceId"];
                commentId: components["parameters"]["CommentId"];
            };
            cookie?: never;
        };
        get: operations["getCommentInSpace"];
        /** @description Edits the body (its author only), resolves or reopens it, and adds or removes the caller's reactions (anyone who may comment). */
        put: operations["updateCommentInSpace"];
        post?: never;
        /** @description Deletes the comment and its replies: its author, or an admin of the organization. 205 when it was deleted, 204 when there was none. */
        delete: operations["deleteCommentInSpace"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/spaces/{spaceId}/comments/{commentId}/replies": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceId"];
                commentId: components["parameters"]["CommentId"];
            };
            cookie?: never;
        };
        /** @description The comment's replies, oldest first. */
        get: operations["listCommentRepliesInSpace"];
        put?: never;
        /** @description Replies to the comment. Needs the comment right. */
        post: operations["postCommentReplyInSpace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/spaces/{spaceId}/comments/{commentId}/replies/{commentReplyId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceId"];
                commentId: components["parameters"]["CommentId"];
                commentReplyId: string;
            };
            cookie?: never;
        };
        get: operations["getCommentReplyInSpace"];
        /** @description Edits the reply's body (its author only) and the caller's reactions. `resolved` is accepted, as the platform's shared schema does, and changes nothing on a reply. */
        put: operations["updateCommentReplyInSpace"];
        post?: never;
        /** @description Deletes the reply: its author, or an admin of the organization. 205 when it was deleted, 204 when there was none. */
        delete: operations["deleteCommentReplyInSpace"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
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
        /** @description Merges a draft or open request into the main content: the space gets a new revision, the request becomes `merged`, and every other open request of the space becomes outdated. Needs `permissions.merge`, and the merge rules that apply must all pass (`mergeability`) unless an `allow_bypass` rule lists the caller; otherwise 400 naming every rule that fails. A request in conflict with main (`conflicts`) is not merged: 200 with `result: conflicts`, as the platform answers. */
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
        /** @description Pulls the main content into a draft or open request: its changes are replayed on the space's revision, which `revisionMergedAncestor` becomes, and `outdated` becomes false. A request in conflict with main (`conflicts`) is left as it was: 200 with `result: conflicts`, as the platform answers. */
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
    "/v1/orgs/{organizationId}/conversations-clusters": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        /** @description The organization's issues clusters, sorted by `orderBy` (`updatedAt` when absent) in `order` (`desc` when absent), the id breaking ties; `status` keeps the clusters in that state. Stats, sources, pulse and status are those of the backend clock. */
        get: operations["listConversationsClusters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}/conversations-clusters/{clusterId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                clusterId: string;
            };
            cookie?: never;
        };
        /** @description (ours) One issues cluster, as in the list; where its `urls.location` points. */
        get: operations["getConversationsCluster"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        /** @description The organization's conversations, newest first, optionally from one source. */
        get: operations["listConversations"];
        put?: never;
        /** @description Ingests one conversation or an array of at most 100. The source is the installation for an integration's token, `email` otherwise; a conversation whose `id` the source already sent replaces the earlier one. Processing ends 30 seconds later (`processedAt`), when its issues appear. */
        post: operations["ingestConversations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}/conversations/{conversationId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                conversationId: string;
            };
            cookie?: never;
        };
        get: operations["getConversation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}/conversations-issues": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        /** @description The issues found in processed conversations, newest first, each with its conversation; optionally those of one cluster or of one conversation. */
        get: operations["listConversationsIssues"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}/conversations-issues/{issueId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                issueId: string;
            };
            cookie?: never;
        };
        get: operations["getConversationIssue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/org/{organizationId}/imports": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        /** @description (ours) The organization's import runs, newest first, each as it stands on the backend clock. Every member may read them. */
        get: operations["listImportRuns"];
        put?: never;
        /** @description Starts importing a website. Needs a role that edits content (admin, create, review or edit) and a space that is not locked. `target.space` must be an active space of the organization; `target.changeRequest` (id or number) a draft or open request of that space; `target.page` a page of that space (or one the request adds). The run is `pending` for 2 seconds, then `in-progress` at one page every 2 seconds, then `completed`; at most 20 pages per import. A host under `unreachable.test` fails. */
        post: operations["startImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/org/{organizationId}/imports/{importRunId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                importRunId: components["parameters"]["ImportRunId"];
            };
            cookie?: never;
        };
        /** @description (ours) One run as it stands on the backend clock, to follow its progress. */
        get: operations["getImportRun"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/org/{organizationId}/imports/{importRunId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                importRunId: components["parameters"]["ImportRunId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Stops a `pending` or `in-progress` run; the pages it already imported stay. A run that already ended (completed, failed or cancelled) answers 400. Needs a role that edits content. */
        post: operations["cancelImportRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/integrations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The catalog, sorted by title: public integrations, plus the private and unlisted ones of organizations the caller is a member of. */
        get: operations["listIntegrations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/integrations/{integrationName}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                integrationName: components["parameters"]["IntegrationName"];
            };
            cookie?: never;
        };
        /** @description A private integration answers 404 to anyone who is not a member of its owner. */
        get: operations["getIntegration"];
        put?: never;
        /** @description Publishes a version of the integration: the body is the whole integration (omitted fields take their defaults). The caller must be an admin of `organization` (id or subdomain); a name that another organization owns is 403. `version` starts at 1 and grows by one per publish. `script` and `secrets` are kept and never answered. */
        post: operations["publishIntegration"];
        /** @description Removes the integration with its installations, their events and the scripts it injected; admins of its owner only. An integration that does not exist (or that the caller cannot see) answers 204. */
        delete: operations["unpublishIntegration"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/integrations/{integrationName}/installations": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                integrationName: components["parameters"]["IntegrationName"];
            };
            cookie?: never;
        };
        /** @description Every installation of the integration, oldest first; admins of its owner only. */
        get: operations["listIntegrationInstallations"];
        put?: never;
        /** @description Installs the integration in `organization` (id or subdomain); its admins only. The new installation selects no space and no site; it is `pending` while a required setting of the `account` configuration has no value. A second installation in the same organization is 409, naming the existing one. Records an `installation_setup` event. */
        post: operations["installIntegration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/integrations/{integrationName}/installations/{installationId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                integrationName: components["parameters"]["IntegrationName"];
                installationId: components["parameters"]["InstallationId"];
            };
            cookie?: never;
        };
        /** @description For admins of the organization it is installed in, and of the integration's owner. */
        get: operations["getIntegrationInstallation"];
        put?: never;
        post?: never;
        /** @description Uninstalls; admins of the organization it is installed in. Records an `installation_deleted` event. 205 when it uninstalled, 204 when there was no such installation (platform-values §6.4). */
        delete: operations["uninstallIntegration"];
        options?: never;
        head?: never;
        /** @description Sets the configuration (validated against the integration's `configurations.account`; a 400 names the setting by JSON pointer), the external ids and which spaces and sites the installation covers; admins of the organization it is installed in. The status follows the configuration (a paused installation stays paused). Records an `installation_setup` event with the previous status and configuration. */
        patch: operations["updateIntegrationInstallation"];
        trace?: never;
    };
    "/v1/integrations/{integrationName}/events": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                integrationName: components["parameters"]["IntegrationName"];
            };
            cookie?: never;
        };
        /** @description The integration's events, newest first; admins of its owner only. */
        get: operations["listIntegrationEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/integrations/{integrationName}/events/{eventId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                integrationName: components["parameters"]["IntegrationName"];
                eventId: components["parameters"]["IntegrationEventId"];
            };
            cookie?: never;
        };
        /** @description One event with the trace of its handling, `{ event, trace }` as the platform answers it; admins of the integration's owner only. */
        get: operations["getIntegrationEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}/installations": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        /** @description The organization's installations with their integrations, sorted by the integration's title; its admins only. */
        get: operations["listOrganizationInstallations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}/integrations/installations-status": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        /** @description The integrations installed in the organization with the status of their installation, sorted by title; every member. For `space` and `site`, only installations that cover at least one space (or site), or all of them. */
        get: operations["listOrganizationInstallationsStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}/sites/{siteId}/integration-scripts": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                siteId: components["parameters"]["SiteId"];
            };
            cookie?: never;
        };
        /** @description The scripts the site injects: one per active installation that covers the site and whose integration has the `site:script:inject` scope (`cookies` when it also has `site:script:cookies`). The published content's `scripts` is the same list. */
        get: operations["listSiteIntegrationScripts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}/sites/{siteId}/integrations": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                siteId: components["parameters"]["SiteId"];
            };
            cookie?: never;
        };
        /** @description The integrations enabled on the site (an active installation of the organization covers it), sorted by title. */
        get: operations["listSiteIntegrations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The user the API token belongs to. */
        get: operations["getCurrentUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}/members": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        /** @description The organization's members, guests included, newest first by default. Members who are not guests may list them; guests and non-members get 403. */
        get: operations["listOrganizationMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}/members/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        /** @description One member. Members who are not guests read any member; every member (a guest too) reads their own membership, which is how the console learns the caller's role. */
        get: operations["getOrganizationMember"];
        put?: never;
        post?: never;
        /** @description Removes the member and their team memberships. Admins only. 205 when a member was removed, 204 when the user was not a member (platform-values §6.3); removing the last admin who is not disabled answers 409. */
        delete: operations["removeOrganizationMember"];
        options?: never;
        head?: never;
        /** @description Changes the member's role (null makes them a guest). Admins only. Demoting the last admin who is not disabled answers 409: promote someone else first. */
        patch: operations["updateOrganizationMember"];
        trace?: never;
    };
    "/v1/orgs/{organizationId}/openapi": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        /** @description The organization's specifications by slug. */
        get: operations["listOpenAPISpecs"];
        put?: never;
        /** @description Adds a specification and processes its source. The slug is stored in lower case and must be unused in the organization (400 naming `/slug` otherwise). Private until published with PATCH. */
        post: operations["createOpenAPISpec"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}/openapi/{specSlug}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                /** @description The slug, in any case. */
                specSlug: components["parameters"]["SpecSlug"];
            };
            cookie?: never;
        };
        get: operations["getOpenAPISpec"];
        /** @description Replaces the source of the specification with this slug (200), or creates it (201), and processes the source again, also when the URL did not change. */
        put: operations["replaceOpenAPISpec"];
        post?: never;
        /** @description Deletes the specification and its versions (also when it does not exist). */
        delete: operations["deleteOpenAPISpec"];
        options?: never;
        head?: never;
        /** @description Sets the visibility; `public` gives the specification a published address. */
        patch: operations["updateOpenAPISpec"];
        trace?: never;
    };
    "/v1/orgs/{organizationId}/openapi/{specSlug}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                /** @description The slug, in any case. */
                specSlug: components["parameters"]["SpecSlug"];
            };
            cookie?: never;
        };
        /** @description (beyond the seed spec; the platform's) Every version processing made, newest first. */
        get: operations["listOpenAPISpecVersions"];
        put?: never;
        post?: never;
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
    "/v1/spaces/{spaceId}/content": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceId"];
            };
            cookie?: never;
        };
        /** @description The space's current revision: the one `Space.revision` names, with its page tree. */
        get: operations["getCurrentRevision"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/spaces/{spaceId}/content/pages": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceId"];
            };
            cookie?: never;
        };
        /** @description The page tree of the space's current revision. */
        get: operations["listPages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/spaces/{spaceId}/content/page/{pageId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceId"];
                pageId: components["parameters"]["PageId"];
            };
            cookie?: never;
        };
        /** @description A page of the space's current revision, by its id, with its body. */
        get: operations["getPageById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/spaces/{spaceId}/content/path/{pagePath}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceId"];
                /** @description The page's full path, slashes included as they are (`getting-started/architecture`); `%2F` for a slash is read the same. */
                pagePath: components["parameters"]["PagePath"];
            };
            cookie?: never;
        };
        /** @description A page of the space's current revision, by its path, with its body. */
        get: operations["getPageByPath"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/spaces/{spaceId}/change-requests/{changeRequestId}/content": {
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
        /** @description The change request's revision (its head, `ChangeRequest.revision`), with its page tree. */
        get: operations["getRevisionOfChangeRequestById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/spaces/{spaceId}/change-requests/{changeRequestId}/content/pages": {
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
        /** @description The page tree of the change request's revision. */
        get: operations["listPagesInChangeRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/spaces/{spaceId}/change-requests/{changeRequestId}/content/page/{pageId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceId"];
                /** @description The id or the number of the change request. */
                changeRequestId: components["parameters"]["ChangeRequestId"];
                pageId: components["parameters"]["PageId"];
            };
            cookie?: never;
        };
        /** @description A page of the change request's revision, by its id, with its body. */
        get: operations["getPageInChangeRequestById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/spaces/{spaceId}/change-requests/{changeRequestId}/content/path/{pagePath}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceId"];
                /** @description The id or the number of the change request. */
                changeRequestId: components["parameters"]["ChangeRequestId"];
                /** @description The page's full path, slashes included as they are (`getting-started/architecture`); `%2F` for a slash is read the same. */
                pagePath: components["parameters"]["PagePath"];
            };
            cookie?: never;
        };
        /** @description A page of the change request's revision, by its path, with its body. */
        get: operations["getPageInChangeRequestByPath"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/spaces/{spaceId}/revisions/{revisionId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceId"];
                revisionId: components["parameters"]["RevisionId"];
            };
            cookie?: never;
        };
        /** @description A revision of the space or of one of its change requests. Revisions never change. */
        get: operations["getRevisionById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/spaces/{spaceId}/revisions/{revisionId}/changes": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceId"];
                revisionId: components["parameters"]["RevisionId"];
            };
            cookie?: never;
        };
        /** @description What the revision changed against its first parent, page by page; a merge revision also names the request it merged (`mergedFrom`). */
        get: operations["getRevisionSemanticChanges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/spaces/{spaceId}/revisions/{revisionId}/pages": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceId"];
                revisionId: components["parameters"]["RevisionId"];
            };
            cookie?: never;
        };
        /** @description The page tree of a revision. */
        get: operations["listPagesInRevisionById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/spaces/{spaceId}/revisions/{revisionId}/outline": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceId"];
                revisionId: components["parameters"]["RevisionId"];
            };
            cookie?: never;
        };
        /** @description Ours, beyond the platform (decision 0037): the page tree of a revision without any page's body, for navigation. The platform's lists carry every page's Document (its schema admits no document page without one), which a space of hundreds of pages cannot afford to send for a table of contents; a page's body is then read on its own with getPageDocumentInRevisionById. A revision never changes, so neither does its outline. */
        get: operations["getRevisionPageOutline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/spaces/{spaceId}/revisions/{revisionId}/page/{pageId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceId"];
                revisionId: components["parameters"]["RevisionId"];
                pageId: components["parameters"]["PageId"];
            };
            cookie?: never;
        };
        /** @description A page of a revision, by its id, with its body. */
        get: operations["getPageInRevisionById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/spaces/{spaceId}/revisions/{revisionId}/page/{pageId}/document": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceId"];
                revisionId: components["parameters"]["RevisionId"];
                pageId: components["parameters"]["PageId"];
            };
            cookie?: never;
        };
        /** @description The bare Document of a page of a revision (an empty one for a page never written). */
        get: operations["getPageDocumentInRevisionById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/spaces/{spaceId}/revisions/{revisionId}/path/{pagePath}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceId"];
                revisionId: components["parameters"]["RevisionId"];
                /** @description The page's full path, slashes included as they are (`getting-started/architecture`); `%2F` for a slash is read the same. */
                pagePath: components["parameters"]["PagePath"];
            };
            cookie?: never;
        };
        /** @description A page of a revision, by its path, with its body. */
        get: operations["getPageInRevisionByPath"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}/sites/{siteId}/sections": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                siteId: components["parameters"]["SiteId"];
            };
            cookie?: never;
        };
        /** @description Every section of the site in the order of the structure (groups included). */
        get: operations["listSiteSections"];
        put?: never;
        /** @description Adds a section at the end of the site root, with `spaceId` as its first site space. The title defaults to the space's title; the path comes from the title, made unique. On a site whose site spaces sit at the root (no sections yet), those site spaces first become a section of their own, which stays the default (ours, decision 0020). */
        post: operations["createSiteSection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}/sites/{siteId}/sections/{siteSectionId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                siteId: components["parameters"]["SiteId"];
                siteSectionId: components["parameters"]["SiteSectionId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** @description Removes the section and its site spaces (the spaces stay in the organization). The default section passes to the first section left. */
        delete: operations["deleteSiteSection"];
        options?: never;
        head?: never;
        /** @description `path` must be unique among the site's sections (400). `defaultSiteSpace` names a site space of this section (400 otherwise). `null` removes `condition`, `icon` and `description`; an absent field is unchanged. */
        patch: operations["updateSiteSection"];
        trace?: never;
    };
    "/v1/orgs/{organizationId}/sites/{siteId}/sections/{siteSectionId}/move": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                siteId: components["parameters"]["SiteId"];
                siteSectionId: components["parameters"]["SiteSectionId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description (deprecated by the platform in favour of structure/sort) Moves the section before or after a section of the same parent group (400 otherwise); without `position`, to the end of its own level. */
        post: operations["moveSiteSection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}/sites/{siteId}/site-spaces": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                siteId: components["parameters"]["SiteId"];
            };
            cookie?: never;
        };
        /** @description Every site space in the order of the structure. */
        get: operations["listSiteSpaces"];
        put?: never;
        /** @description Adds the space at the end of `sectionId`, or of the default section when absent (the site root for a site without sections). Its path comes from the space's title, made unique in the section. A space already in that section is 409. */
        post: operations["createSiteSpace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}/sites/{siteId}/site-spaces/{siteSpaceId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                siteId: components["parameters"]["SiteId"];
                siteSpaceId: components["parameters"]["SiteSpaceId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** @description Removes the site space (the space stays in the organization). The last site space of a section is 409: a section is never empty, so remove the section instead. */
        delete: operations["deleteSiteSpace"];
        options?: never;
        head?: never;
        /** @description `path` must be unique in the site space's section (400). `spaceId` points the site space at another space of the organization (404 when there is none; 409 when the section already has it). `null` removes `condition`. */
        patch: operations["updateSiteSpace"];
        trace?: never;
    };
    "/v1/orgs/{organizationId}/sites/{siteId}/site-spaces/{siteSpaceId}/move": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                siteId: components["parameters"]["SiteId"];
                siteSpaceId: components["parameters"]["SiteSpaceId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description (deprecated by the platform in favour of structure/sort) Moves the site space before or after another site space of its section; without `position`, to the end of it. `sectionId` (ours, beyond the platform: decision 0020) moves it into that section in one step, keeping its id, path (made unique there), condition and customization; `position` then names a site space of that section (400 otherwise). An unknown section is 404; a section that already shows its space, or leaving its own section empty, is 409. */
        post: operations["moveSiteSpace"];
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
        /** @description Creates an unpublished site with one site space per entry of `spaces` (spaces of this organization), at the site root. `type` defaults to basic, `visibility` to public. The body is optional, as on the platform: every field has a default ("Untitled" for the title, docs/decisions/0021). */
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
        /** @description Sets the visitor schema, as the platform has it: a draft-07 object schema (`additionalProperties: false`) whose properties, and those of the optional `unsigned` object (described exactly "Unsigned claims of the site visitor."), are claims with a description: a boolean, a string (optional `enum`), a number, an array (`items`) or an object (`properties` of claims, `additionalProperties: false`). Anything else is 400 naming the place and the rule. */
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
        /** @description One condition per claim of the schema (`=== true` for a boolean, presence for a free string, number, array or object), and one per allowed value of a string with an `enum`; empty when the site has no schema. */
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
        /** @description Moves the group before or after a section or group of the same parent (400 otherwise); without `position` (or without a body), to the end of its own level, as the platform does. */
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
    "/v1/orgs/{organizationId}/saml": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        /** @description The organization's SAML providers, oldest first (admins only). */
        get: operations["listSamlProviders"];
        put?: never;
        /** @description Registers an identity provider (admins only). It is `active` once `ssoURL`, `entityID` and `certificate` are all set, `pending` until then. `defaultRole` absent takes the organization's default role. A `label` another provider of the organization has (trimmed, in any case) answers 400: people pick a provider by it on the sign-in page. */
        post: operations["createSamlProvider"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}/saml/{samlProviderId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                samlProviderId: components["parameters"]["SamlProviderId"];
            };
            cookie?: never;
        };
        get: operations["getSamlProvider"];
        put?: never;
        post?: never;
        /** @description Deletes the provider (admins only); 204 also when it did not exist. Deleting the last active provider while the organization enforces SSO (`sso: true`) turns enforcement off, so no one is locked out. */
        delete: operations["deleteSamlProvider"];
        options?: never;
        head?: never;
        /** @description Changes the provider (admins only); `status` is recomputed. `null` clears `ssoURL`, `entityID`, `certificate` or `defaultTeam` (ours). When this leaves the organization without an active provider while it enforces SSO, enforcement is turned off. A `label` another provider has answers 400, as on create. */
        patch: operations["updateSamlProvider"];
        trace?: never;
    };
    "/v1/orgs/{organizationId}/sso": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        /** @description The active providers a person can sign in with, for a login page. Not paginated; readable by any signed-in caller, member of the organization or not. */
        get: operations["getSsoLoginInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}/teams": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        /** @description The organization's teams, by title (case-insensitive), then id. */
        get: operations["listOrganizationTeams"];
        /** @description Creates a team (admins only). Every id of `members` must be a member of the organization; the first that is not answers 400 and nothing is created. Members join with the team role `member`. A `title` another team of the organization has (trimmed, in any case) answers 400. */
        put: operations["createTeam"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}/teams/{teamId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                teamId: components["parameters"]["TeamId"];
            };
            cookie?: never;
        };
        get: operations["getTeam"];
        put?: never;
        post?: never;
        /** @description Deletes the team (admins only) with its memberships; a SAML provider that used it as `defaultTeam` no longer has one. Answers 204 also when the team did not exist. */
        delete: operations["deleteTeam"];
        options?: never;
        head?: never;
        /** @description Renames the team (admins only). A `title` another team of the organization has (trimmed, in any case) answers 400. */
        patch: operations["updateTeam"];
        trace?: never;
    };
    "/v1/orgs/{organizationId}/teams/{teamId}/members": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                teamId: components["parameters"]["TeamId"];
            };
            cookie?: never;
        };
        /** @description The team's members by display name (case-insensitive), then user id. */
        get: operations["listTeamMembers"];
        /** @description Adds and removes members in one call (admins and the team's owners). Each entry of `add` and `remove` is a user id or an email (matched case-insensitively) of a member of the organization; an entry that matches nobody answers 400 naming it, and nothing changes. A user in both lists ends up removed. New members get the team role `member`; `memberships` then sets roles, and each of its keys must be in the team after the add and remove. Sending the same body twice changes nothing the second time. A change that would leave a team that has an owner without one answers 409, and nothing changes. */
        put: operations["updateTeamMembers"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}/teams/{teamId}/members/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                teamId: components["parameters"]["TeamId"];
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        get?: never;
        /** @description Adds the member to the team or changes their team role (admins and the team's owners). Without `role` (`{}`), a new member joins as `member` and an existing one keeps their role. 404 when the user is not a member of the organization. Demoting the team's last owner who is not disabled answers 409: make someone else an owner first. */
        put: operations["updateTeamMember"];
        post?: never;
        /** @description Removes the user from the team (admins and the team's owners). Answers 204 also when the user was not in the team; removing its last owner who is not disabled answers 409. */
        delete: operations["removeTeamMember"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}/translations": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        /** @description The organization's translations, oldest first. Admins only. */
        get: operations["listTranslations"];
        put?: never;
        /** @description Translates an active space of the organization into `language` and queues the first run, which translates every page and creates the translated space "{title} ({LANG})", private, right after the source. `source.language` defaults to the space's language and must differ from `language` (400). A second translation of the same space into the same language is 409; the message names the existing one. */
        post: operations["createTranslation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}/translations/estimate": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        /** @description (ours) What a first run of the space would translate and how long it would take, so a person sees it before creating the translation. Admins only. */
        get: operations["estimateTranslation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}/translations/{translationId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                translationId: components["parameters"]["TranslationId"];
            };
            cookie?: never;
        };
        get: operations["getTranslation"];
        /** @description Replaces the instructions. They apply from the next run on; this starts no run. */
        put: operations["updateTranslation"];
        post?: never;
        /** @description Deletes the translation (also when it does not exist). The translated space stays. */
        delete: operations["deleteTranslation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/orgs/{organizationId}/translations/{translationId}/run": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                translationId: components["parameters"]["TranslationId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Queues another run, which translates the pages changed since the last run. While a run is pending or running this changes nothing. 412 when the source space was deleted. */
        post: operations["runTranslation"];
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
            /** Format: safe-url */
            photoURL: string;
            urls: {
                /** Format: safe-uri */
                location: string;
            };
        };
        SearchResultSection: {
            id: string;
            title: string;
            path: string;
            body: string;
            urls: {
                /** Format: safe-uri */
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
                /** Format: safe-uri */
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
        /** @description User ids of members of the organization. */
        MergeRuleUsers: string[];
        /** @description One merge rule of an organization or a space (platform-values §4). The three reviewer rules list `users`; `custom` carries an `expression`; the others carry nothing else. */
        MergeRule: components["schemas"]["MergeRuleRequireSpecificReviewers"] | components["schemas"]["MergeRuleRequireOneOfSpecificReviewers"] | components["schemas"]["MergeRuleAllowBypass"] | components["schemas"]["MergeRuleRequireAtLeastOneReview"] | components["schemas"]["MergeRuleRequireAllReviewsApproved"] | components["schemas"]["MergeRuleRequireAgentReview"] | components["schemas"]["MergeRuleRequireUpToDate"] | components["schemas"]["MergeRuleRequireSubject"] | components["schemas"]["MergeRuleRequireDescription"] | components["schemas"]["MergeRuleCustom"];
        /** @description Every user listed approves. */
        MergeRuleRequireSpecificReviewers: {
            /** @constant */
            rule: "require_specific_reviewers";
            users: components["schemas"]["MergeRuleUsers"];
        };
        /** @description At least one of the users listed approves. */
        MergeRuleRequireOneOfSpecificReviewers: {
            /** @constant */
            rule: "require_one_of_specific_reviewers";
            users: components["schemas"]["MergeRuleUsers"];
        };
        /** @description The users listed may merge even when other rules fail. */
        MergeRuleAllowBypass: {
            /** @constant */
            rule: "allow_bypass";
            users: components["schemas"]["MergeRuleUsers"];
        };
        MergeRuleRequireAtLeastOneReview: {
            /** @constant */
            rule: "require_at_least_one_review";
        };
        MergeRuleRequireAllReviewsApproved: {
            /** @constant */
            rule: "require_all_reviews_approved";
        };
        MergeRuleRequireAgentReview: {
            /** @constant */
            rule: "require_agent_review";
        };
        MergeRuleRequireUpToDate: {
            /** @constant */
            rule: "require_up_to_date_change_request";
        };
        MergeRuleRequireSubject: {
            /** @constant */
            rule: "require_change_request_subject";
        };
        MergeRuleRequireDescription: {
            /** @constant */
            rule: "require_change_request_description";
        };
        MergeRuleCustom: {
            /** @constant */
            rule: "custom";
            expression: string;
        };
        /** @enum {string} */
        ReviewStatus: "approved" | "changes-requested";
        /** @description A comment's body: Markdown text, a rich-text Document, or empty (the platform's `Document` schema). */
        BodyDoc: {
            markdown: string;
        } | {
            document: components["schemas"]["Document"];
        } | Record<string, never>;
        ChangeRequestReview: {
            /** @constant */
            object: "change-request-review";
            id: string;
            /** @description The request's revision that was reviewed. */
            revision: string;
            reviewer: components["schemas"]["User"];
            /** @description Who asked for this review; absent when nobody did. */
            requestedBy?: components["schemas"]["User"];
            status: components["schemas"]["ReviewStatus"];
            /** @description A newer review request or submission by the same reviewer replaced it. */
            outdated: boolean;
            comment?: components["schemas"]["Comment"];
            createdAt: components["schemas"]["DateTime"];
            updatedAt: components["schemas"]["DateTime"];
            urls: {
                /** Format: safe-uri */
                location: string;
            };
        };
        ChangeRequestReviewList: {
            next?: components["schemas"]["ListNext"];
            count: number;
            items: components["schemas"]["ChangeRequestReview"][];
        };
        ChangeRequestReviewCreate: {
            status: components["schemas"]["ReviewStatus"];
            comment?: components["schemas"]["BodyDoc"];
        };
        /** @description A review asked for and not answered yet, of a user or of a team. */
        ChangeRequestRequestedReviewer: {
            /** @constant */
            object: "change-request-requested-reviewer";
            /** @constant */
            kind: "user";
            user: components["schemas"]["User"];
            /** @description The request's revision when it was asked. */
            revision: string;
            requestedBy: components["schemas"]["User"];
            createdAt: components["schemas"]["DateTime"];
        } | {
            /** @constant */
            object: "change-request-requested-reviewer";
            /** @constant */
            kind: "team";
            team: {
                /** @constant */
                object: "team";
                id: string;
            };
            revision: string;
            requestedBy: components["schemas"]["User"];
            createdAt: components["schemas"]["DateTime"];
        };
        ChangeRequestRequestedReviewerList: {
            next?: components["schemas"]["ListNext"];
            count: number;
            items: components["schemas"]["ChangeRequestRequestedReviewer"][];
        };
        ChangeRequestReviewersRequest: {
            /** @description User ids of members of the organization who may review. */
            users: string[];
            subject?: components["schemas"]["ChangeRequestSubjectInput"];
            description?: components["schemas"]["Document"];
        };
        ChangeRequestReviewersRequested: {
            users?: components["schemas"]["ChangeRequestRequestedReviewer"][];
        };
        ChangeRequestContributor: {
            user: components["schemas"]["User"];
            count: number;
            updatedAt: components["schemas"]["DateTime"];
            /** @enum {string} */
            actionType: "edit" | "comment";
        };
        ChangeRequestContributorList: {
            next?: components["schemas"]["ListNext"];
            count: number;
            items: components["schemas"]["ChangeRequestContributor"][];
        };
        ChangedPage: {
            id: string;
            /** @enum {string} */
            type: "document" | "group" | "link" | "computed";
            title: string;
            path?: string;
        };
        ChangedString: {
            before?: string;
            after?: string;
        };
        ChangedValue: {
            before?: unknown;
            after?: unknown;
        };
        ChangedFile: {
            id: string;
            name: string;
            contentType: string;
            /** Format: safe-url */
            downloadURL: string;
        };
        ChangedReusableContent: {
            id: string;
            title: string;
            document?: string;
        };
        /** @description One change of a revision (platform-values §6.1), keyed by `type`. */
        RevisionSemanticChange: {
            /** @enum {string} */
            type: "page_created" | "page_deleted";
            page: components["schemas"]["ChangedPage"];
        } | {
            /** @constant */
            type: "page_edited";
            page: components["schemas"]["ChangedPage"];
            /** @description Only what changed. Documents: title, description, slug, document, emoji, cover, layout, variables; groups: title, emoji, slug; links: title, emoji, target. */
            attributes: {
                title?: components["schemas"]["ChangedString"];
                description?: components["schemas"]["ChangedString"];
                slug?: components["schemas"]["ChangedString"];
                document?: components["schemas"]["ChangedString"];
                emoji?: components["schemas"]["ChangedString"];
                cover?: components["schemas"]["ChangedValue"];
                layout?: components["schemas"]["ChangedValue"];
                variables?: components["schemas"]["ChangedValue"];
                target?: components["schemas"]["ChangedValue"];
            };
        } | {
            /** @constant */
            type: "page_moved";
            page: components["schemas"]["ChangedPage"];
            parent: {
                before?: components["schemas"]["ChangedPage"];
                after?: components["schemas"]["ChangedPage"];
            };
        } | {
            /** @enum {string} */
            type: "file_created" | "file_deleted";
            file: components["schemas"]["ChangedFile"];
        } | {
            /** @constant */
            type: "file_edited";
            file: components["schemas"]["ChangedFile"];
            attributes: {
                name?: components["schemas"]["ChangedString"];
                downloadURL?: components["schemas"]["ChangedString"];
                contentType?: components["schemas"]["ChangedString"];
                size?: components["schemas"]["ChangedValue"];
                dimensions?: components["schemas"]["ChangedValue"];
            };
        } | {
            /** @constant */
            type: "variables_edited";
            variables: {
                [key: string]: components["schemas"]["ChangedValue"];
            };
        } | {
            /** @enum {string} */
            type: "reusable_content_created" | "reusable_content_deleted";
            reusableContent: components["schemas"]["ChangedReusableContent"];
        } | {
            /** @constant */
            type: "reusable_content_edited";
            reusableContent: components["schemas"]["ChangedReusableContent"];
            attributes: {
                title?: components["schemas"]["ChangedString"];
                document?: components["schemas"]["ChangedString"];
            };
        };
        RevisionSemanticChanges: {
            changes: components["schemas"]["RevisionSemanticChange"][];
            /** @description How many changes `limit` left out. */
            more?: number;
            mergedFrom?: components["schemas"]["ChangeRequest"];
        };
        CommentPermissions: {
            view: boolean;
            /** @description The caller wrote it and may still comment. */
            edit: boolean;
            /** @description The caller wrote it */
            delete: boolean;
            reply?: boolean;
        };
        Reaction: {
            emoji: string;
            count: number;
            users: {
                user: components["schemas"]["User"];
                reactedAt: components["schemas"]["DateTime"];
            }[];
        };
        CommentTarget: {
            space: string;
            /** @description The request's revision when it was posted. */
            revision: string;
            changeRequest?: string;
            /** @description Set when the comment came with a review. */
            review?: string;
            page?: {
                id: string;
            };
            node?: {
                id: string;
            };
            tableCell?: components["schemas"]["CommentTableCell"];
        };
        CommentTableCell: {
            record: string;
            definition: string;
        };
        Comment: {
            /** @constant */
            object: "comment";
            id: string;
            /** @enum {string} */
            status: "open" | "resolved";
            /** @description Present when resolved. */
            resolvedAt?: components["schemas"]["DateTime"];
            /** @description Present when resolved. */
            resolvedBy?: components["schemas"]["User"];
            postedBy: components["schemas"]["User"];
            postedAt: components["schemas"]["DateTime"];
            editedAt?: components["schemas"]["DateTime"];
            reactions: components["schemas"]["Reaction"][];
            /** @description How many replies it has. */
            replies: number;
            repliers: {
                user: components["schemas"]["User"];
                count: number;
                updatedAt: components["schemas"]["DateTime"];
            }[];
            body: components["schemas"]["BodyDoc"];
            target: components["schemas"]["CommentTarget"];
            urls: {
                /** Format: safe-uri */
                location: string;
            };
            permissions: components["schemas"]["CommentPermissions"];
        };
        CommentReply: {
            /** @constant */
            object: "comment-reply";
            id: string;
            postedBy: components["schemas"]["User"];
            postedAt: components["schemas"]["DateTime"];
            editedAt?: components["schemas"]["DateTime"];
            reactions: components["schemas"]["Reaction"][];
            body: components["schemas"]["BodyDoc"];
            urls: {
                /** Format: safe-uri */
                location: string;
            };
            permissions: components["schemas"]["CommentPermissions"];
        };
        CommentList: {
            next?: components["schemas"]["ListNext"];
            count: number;
            items: components["schemas"]["Comment"][];
        };
        CommentReplyList: {
            next?: components["schemas"]["ListNext"];
            count: number;
            items: components["schemas"]["CommentReply"][];
        };
        CommentCreate: {
            body: components["schemas"]["BodyDoc"];
            /** @description Id of a page. */
            page?: string;
            node?: string;
            tableCell?: components["schemas"]["CommentTableCell"];
        };
        CommentReplyCreate: {
            body: components["schemas"]["BodyDoc"];
        };
        CommentUpdate: {
            resolved?: boolean;
            body?: components["schemas"]["BodyDoc"];
            addedReactions?: string[];
            removedReactions?: string[];
        };
        /** @description (ours) The merge rules that apply to the request, each checked now, for the caller: the platform publishes the rules but no verdict (platform-values §6.1), and the console lists them before anyone clicks Merge. Merge refuses (400) while `mergeable` is false, unless the caller `canBypass`. */
        ChangeRequestMergeability: {
            /**
             * @description Whose rules apply (the organization's when the space inherits).
             * @enum {string}
             */
            source: "space" | "organization";
            /** @description Every rule passes. */
            mergeable: boolean;
            /** @description The caller is listed by an `allow_bypass` rule. */
            canBypass: boolean;
            checks: components["schemas"]["MergeRuleCheck"][];
        };
        MergeRuleCheck: {
            /** @enum {string} */
            rule: "require_specific_reviewers" | "require_one_of_specific_reviewers" | "require_at_least_one_review" | "require_all_reviews_approved" | "require_agent_review" | "require_up_to_date_change_request" | "require_change_request_subject" | "require_change_request_description" | "custom";
            passed: boolean;
            /** @description What passed, or what is missing ("Needs a review from Rhea Reviewer"). */
            message: string;
        };
        /** @description (ours) The current reviews (the latest of each reviewer, outdated ones left out) and the reviews asked for and not given yet. */
        ChangeRequestReviewSummary: {
            approved: number;
            changesRequested: number;
            requested: number;
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
            /** @description (ours) Everyone who edited the request, the creator first (commenters are listed by GET .../contributors). */
            contributors?: components["schemas"]["User"][];
            /** @description (ours) Reviewers asked to review the request who have not answered yet. */
            requestedReviewers?: components["schemas"]["User"][];
            /** @description (ours) The pages of the space the request changes. */
            pages?: components["schemas"]["ChangeRequestPage"][];
            urls: {
                /** Format: safe-uri */
                app: string;
                /** Format: safe-uri */
                location: string;
            };
            permissions: components["schemas"]["ChangeRequestPermissions"];
            mergeability: components["schemas"]["ChangeRequestMergeability"];
            reviewSummary: components["schemas"]["ChangeRequestReviewSummary"];
            /** @description (ours) The pages the request and the main content both changed in ways that cannot both stand, while it is draft or open and main moved on since its base (decision 0037). Empty when there are none. Merge and update from main answer `result: conflicts` and change nothing while any remain. */
            conflicts: components["schemas"]["ChangeRequestConflict"][];
        };
        /** @description (ours) One page in conflict. `deleted-in-main`: the request edited or moved a page main deleted; `deleted-here`: the request deleted a page main edited or moved; `edited-in-both`: both edited it and `attributes` gave different values on each side (`document`: the same blocks of its body, whose keys are `nodes`, changed differently; without `nodes`, a body whose blocks carry no keys). */
        ChangeRequestConflict: {
            page: components["schemas"]["ChangeRequestPage"];
            /** @enum {string} */
            reason: "edited-in-both" | "deleted-in-main" | "deleted-here";
            attributes?: ("title" | "slug" | "description" | "emoji" | "parent" | "document")[];
            /** @description Keys of the top-level blocks both sides changed differently. */
            nodes?: string[];
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
            /** @description (ours) Id of an issues cluster of the space's organization the request works on; it then counts in the cluster's task stats. */
            conversationsIssuesCluster?: string;
            /** @description The platform's AI agent task that opens the change request. The local platform runs no agent tasks and the platform answers no such field, so it is accepted and not kept (docs/decisions/0021). */
            agentTaskId?: string;
        } & {
            [key: string]: unknown;
        };
        ChangeRequestUpdate: {
            subject?: components["schemas"]["ChangeRequestSubjectInput"];
            status?: components["schemas"]["ChangeRequestStatus"];
            description?: components["schemas"]["Document"];
        };
        ChangeRequestMergeResult: {
            /** @description The space's new revision; with `conflicts`, the request's revision, which nothing merged. */
            revision: string;
            /**
             * @description `conflicts`: the request and the main content both changed the same pages (`ChangeRequest.conflicts`); nothing was merged.
             * @enum {string}
             */
            result: "merge" | "conflicts";
        };
        ChangeRequestUpdateResult: {
            /** @description The request's revision after the update (unchanged with `conflicts`). */
            revision: string;
            /**
             * @description `conflicts`: the request and the main content both changed the same pages (`ChangeRequest.conflicts`); the request was left as it was.
             * @enum {string}
             */
            result: "update" | "conflicts";
        };
        ChangeRequestPdf: {
            /**
             * Format: safe-uri
             * @description Where the generated PDF can be opened.
             */
            url: string;
        };
        /** @description At most 100 characters (the platform's limit), trimmed; empty (or only spaces) means none. (ours) Line breaks and tabs are kept; other control characters, lone surrogates and bidirectional overrides are refused (`x-text: paragraph`, docs/decisions/0016). */
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
                /** Format: safe-uri */
                location: string;
                /** Format: safe-uri */
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
            /** @description Optional as on the platform; "Untitled" when absent (docs/decisions/0021). */
            title?: components["schemas"]["ContentTitle"];
            description?: components["schemas"]["CollectionDescription"];
            /** @description A collection of this organization; absent for the organization root. */
            parent?: string;
        };
        CollectionUpdate: {
            title?: components["schemas"]["ContentTitle"];
            description?: components["schemas"]["CollectionDescription"];
            defaultLevel?: components["schemas"]["ContentDefaultLevelUpdate"];
        };
        /**
         * @description (ours, from the list's filter) `analysing` for 10 minutes after the cluster's latest new issue, `pending` otherwise.
         * @enum {string}
         */
        IssuesClusterStatus: "pending" | "analysing";
        /** @description Issues and conversations found so far; tasks are the change requests linked to the cluster: draft ones are backlog, open started, merged completed, archived cancelled. */
        IssuesClusterStats: {
            issues: number;
            conversations: number;
            tasksTotal: number;
            tasksBacklog: number;
            tasksStarted: number;
            tasksCompleted: number;
            tasksCancelled: number;
        };
        IssuesCluster: {
            /** @constant */
            object: "issues-cluster";
            id: string;
            label: string;
            createdAt: components["schemas"]["DateTime"];
            /** @description When the cluster last got a new issue (its creation before that). */
            updatedAt: components["schemas"]["DateTime"];
            /** @description An icon name. */
            icon: string;
            summary: string;
            /** @description Issues per week over the past 13 weeks, oldest first; the last week ends now. */
            weeklyPulse: number[];
            /** @description Conversations of the cluster per source. */
            sources: {
                [key: string]: number;
            };
            stats: components["schemas"]["IssuesClusterStats"];
            urls: {
                /** Format: safe-uri */
                location: string;
                /** Format: safe-uri */
                app: string;
            };
            status: components["schemas"]["IssuesClusterStatus"];
        };
        IssuesClusterList: {
            next?: components["schemas"]["ListNext"];
            count: number;
            items: components["schemas"]["IssuesCluster"][];
        };
        /** @enum {string} */
        ConversationPartRole: "user" | "assistant" | "team-member";
        ConversationPart: {
            /** @constant */
            type: "message";
            role: components["schemas"]["ConversationPartRole"];
            body: string;
        };
        /** @description Free attributes of the conversation (plan, browser, ...), strings only. */
        ConversationAttributes: {
            [key: string]: string;
        };
        ConversationInput: {
            /** @description The conversation's id in its source; unique per source. */
            id: string;
            metadata?: {
                /**
                 * Format: safe-uri
                 * @description Where the conversation can be read in its source.
                 */
                url?: string;
                attributes?: components["schemas"]["ConversationAttributes"];
                /** @description When the conversation started (the ingest time when absent). */
                createdAt?: components["schemas"]["DateTime"];
            };
            subject?: string;
            parts: components["schemas"]["ConversationPart"][];
        };
        Conversation: {
            /** @constant */
            object: "conversation";
            id: string;
            /** @description As ingested, or the start of the first user message when it had none. */
            subject: string;
            createdAt: components["schemas"]["DateTime"];
            /** @description When processing ended (30 seconds after ingest); absent before. */
            processedAt?: components["schemas"]["DateTime"];
            /** @description `email`, or `integration:<integration>:<installation>`. */
            source: string;
            urls: {
                /** Format: safe-uri */
                location: string;
                /**
                 * Format: safe-uri
                 * @description The conversation in its source (`metadata.url`), when known.
                 */
                source?: string;
            };
        };
        ConversationList: {
            next?: components["schemas"]["ListNext"];
            count: number;
            items: components["schemas"]["Conversation"][];
        };
        ConversationDetail: {
            conversation: components["schemas"]["Conversation"];
            parts: components["schemas"]["ConversationPart"][];
            metadata: {
                /** Format: safe-uri */
                url?: string;
                attributes: components["schemas"]["ConversationAttributes"];
                createdAt: components["schemas"]["DateTime"];
            };
        };
        ConversationIssue: {
            /** @constant */
            object: "conversation-issue";
            id: string;
            title: string;
            summary: string;
            /** @description When processing found it (the conversation's `processedAt`). */
            createdAt: components["schemas"]["DateTime"];
            ingestedAt: components["schemas"]["DateTime"];
            /** @description Id of the conversation. */
            conversation: string;
            /** @description Id of the issues cluster; absent when the issue matched none. */
            cluster?: string;
            urls: {
                /** Format: safe-uri */
                location: string;
            };
        };
        ConversationIssueWithConversation: {
            issue: components["schemas"]["ConversationIssue"];
            conversation: components["schemas"]["Conversation"];
        };
        ConversationIssueList: {
            next?: components["schemas"]["ListNext"];
            count: number;
            items: components["schemas"]["ConversationIssueWithConversation"][];
        };
        Document: {
            /** @constant */
            object: "document";
            data: {
                schemaVersion?: number;
            } & {
                [key: string]: unknown;
            };
            nodes: components["schemas"]["DocumentTopLevelBlock"][];
        };
        DocumentText: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            object: "text";
            key?: string;
            leaves: components["schemas"]["DocumentLeaf"][];
        };
        DocumentLeaf: {
            /** @constant */
            object: "leaf";
            text: string;
            marks: components["schemas"]["DocumentMark"][];
        };
        DocumentMark: {
            /** @constant */
            object: "mark";
        } & (components["schemas"]["DocumentPlainMark"] | components["schemas"]["DocumentColorMark"]);
        DocumentPlainMark: {
            /** @constant */
            object: "mark";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "bold" | "italic" | "code" | "keyboard" | "strikethrough" | "superscript" | "subscript";
        };
        DocumentColorMark: {
            /** @constant */
            object: "mark";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "color";
            data: {
                text: components["schemas"]["DocumentTextColor"];
                background: components["schemas"]["DocumentTextColor"];
            };
        };
        /**
         * @description A named colour (never a hex code) for text, backgrounds and icons.
         * @enum {string}
         */
        DocumentTextColor: "default" | "green" | "blue" | "red" | "orange" | "yellow" | "purple" | "$primary" | "$info" | "$success" | "$warning" | "$danger";
        /** @enum {string} */
        DocumentAlign: "start" | "center" | "end";
        /** @description A number, or a value with its unit. */
        DocumentLength: number | {
            unit: string;
            value: number;
        };
        DocumentMeta: {
            id?: string;
            token?: string;
        };
        /** @description Content held beside a node's children (captions, bodies, table cells). */
        DocumentFragment: {
            /** @constant */
            object: "fragment";
            key?: string;
            fragment?: string;
            type?: string;
            nodes: components["schemas"]["DocumentBlock"][];
        };
        ContentRef: components["schemas"]["ContentRefFile"] | components["schemas"]["ContentRefUrl"] | components["schemas"]["ContentRefPage"] | components["schemas"]["ContentRefAnchor"] | components["schemas"]["ContentRefUser"] | components["schemas"]["ContentRefCollection"] | components["schemas"]["ContentRefSpace"] | components["schemas"]["ContentRefReusableContent"] | components["schemas"]["ContentRefOpenAPI"];
        /** @description An address or a file of the space (images, drawings, swagger specs). */
        ContentRefUrlOrFile: components["schemas"]["ContentRefFile"] | components["schemas"]["ContentRefUrl"];
        ContentRefFile: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "file";
            file: string;
        };
        ContentRefUrl: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "url";
            url: components["schemas"]["SafeUrl"];
        };
        ContentRefPage: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "page";
            page: string;
            space?: string;
        };
        ContentRefAnchor: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "anchor";
            anchor: string;
            space?: string;
            page?: string;
        };
        ContentRefUser: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "user";
            user: string;
        };
        ContentRefCollection: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "collection";
            collection: string;
        };
        ContentRefSpace: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "space";
            space: string;
        };
        ContentRefReusableContent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "reusable-content";
            reusableContent: string;
            space?: string;
        };
        ContentRefOpenAPI: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "openapi";
            spec: string;
        };
        /** @description Any of the 35 block types (the nodes of a generic fragment). */
        DocumentBlock: {
            /** @constant */
            object: "block";
        } & (components["schemas"]["DocumentParagraph"] | components["schemas"]["DocumentHeading"] | components["schemas"]["DocumentListOrdered"] | components["schemas"]["DocumentListUnordered"] | components["schemas"]["DocumentListTasks"] | components["schemas"]["DocumentListItem"] | components["schemas"]["DocumentDivider"] | components["schemas"]["DocumentBlockquote"] | components["schemas"]["DocumentHint"] | components["schemas"]["DocumentImages"] | components["schemas"]["DocumentImage"] | components["schemas"]["DocumentFile"] | components["schemas"]["DocumentDrawing"] | components["schemas"]["DocumentEmbed"] | components["schemas"]["DocumentCode"] | components["schemas"]["DocumentCodeLine"] | components["schemas"]["DocumentMath"] | components["schemas"]["DocumentExpandable"] | components["schemas"]["DocumentTabs"] | components["schemas"]["DocumentTabsItem"] | components["schemas"]["DocumentStepper"] | components["schemas"]["DocumentStepperStep"] | components["schemas"]["DocumentTable"] | components["schemas"]["DocumentSwagger"] | components["schemas"]["DocumentOpenAPIOperation"] | components["schemas"]["DocumentOpenAPISchemas"] | components["schemas"]["DocumentOpenAPIWebhook"] | components["schemas"]["DocumentContentRef"] | components["schemas"]["DocumentIntegration"] | components["schemas"]["DocumentReusableContent"] | components["schemas"]["DocumentIf"] | components["schemas"]["DocumentColumns"] | components["schemas"]["DocumentColumn"]);
        /** @description The 27 blocks allowed at the root of a Document, in `if` and in the AI answer. */
        DocumentTopLevelBlock: {
            /** @constant */
            object: "block";
        } & (components["schemas"]["DocumentParagraph"] | components["schemas"]["DocumentHeading"] | components["schemas"]["DocumentListOrdered"] | components["schemas"]["DocumentListUnordered"] | components["schemas"]["DocumentListTasks"] | components["schemas"]["DocumentDivider"] | components["schemas"]["DocumentBlockquote"] | components["schemas"]["DocumentHint"] | components["schemas"]["DocumentImages"] | components["schemas"]["DocumentFile"] | components["schemas"]["DocumentDrawing"] | components["schemas"]["DocumentEmbed"] | components["schemas"]["DocumentCode"] | components["schemas"]["DocumentMath"] | components["schemas"]["DocumentExpandable"] | components["schemas"]["DocumentTabs"] | components["schemas"]["DocumentTable"] | components["schemas"]["DocumentSwagger"] | components["schemas"]["DocumentOpenAPIOperation"] | components["schemas"]["DocumentOpenAPISchemas"] | components["schemas"]["DocumentOpenAPIWebhook"] | components["schemas"]["DocumentContentRef"] | components["schemas"]["DocumentIntegration"] | components["schemas"]["DocumentReusableContent"] | components["schemas"]["DocumentStepper"]);
        /** @description Paragraphs, headings, lists and dividers (what a hint holds). */
        DocumentEssentialBlock: {
            /** @constant */
            object: "block";
        } & (components["schemas"]["DocumentParagraph"] | components["schemas"]["DocumentHeading"] | components["schemas"]["DocumentListOrdered"] | components["schemas"]["DocumentListUnordered"] | components["schemas"]["DocumentListTasks"] | components["schemas"]["DocumentDivider"]);
        /** @description What a list item holds. */
        DocumentListItemBlock: {
            /** @constant */
            object: "block";
        } & (components["schemas"]["DocumentParagraph"] | components["schemas"]["DocumentHeading"] | components["schemas"]["DocumentListOrdered"] | components["schemas"]["DocumentListUnordered"] | components["schemas"]["DocumentListTasks"] | components["schemas"]["DocumentDivider"] | components["schemas"]["DocumentCode"] | components["schemas"]["DocumentHint"] | components["schemas"]["DocumentBlockquote"] | components["schemas"]["DocumentMath"] | components["schemas"]["DocumentTable"]);
        /** @description What a quote holds. */
        DocumentQuoteBlock: {
            /** @constant */
            object: "block";
        } & (components["schemas"]["DocumentParagraph"] | components["schemas"]["DocumentHeading"] | components["schemas"]["DocumentListOrdered"] | components["schemas"]["DocumentListUnordered"] | components["schemas"]["DocumentListTasks"] | components["schemas"]["DocumentDivider"] | components["schemas"]["DocumentBlockquote"]);
        /** @description What a tab or a step holds. */
        DocumentStepBlock: {
            /** @constant */
            object: "block";
        } & (components["schemas"]["DocumentParagraph"] | components["schemas"]["DocumentHeading"] | components["schemas"]["DocumentListOrdered"] | components["schemas"]["DocumentListUnordered"] | components["schemas"]["DocumentListTasks"] | components["schemas"]["DocumentDivider"] | components["schemas"]["DocumentContentRef"] | components["schemas"]["DocumentCode"] | components["schemas"]["DocumentEmbed"] | components["schemas"]["DocumentFile"] | components["schemas"]["DocumentImages"] | components["schemas"]["DocumentDrawing"] | components["schemas"]["DocumentHint"] | components["schemas"]["DocumentBlockquote"] | components["schemas"]["DocumentMath"] | components["schemas"]["DocumentIntegration"]);
        /** @description What a column holds. */
        DocumentColumnBlock: {
            /** @constant */
            object: "block";
        } & (components["schemas"]["DocumentParagraph"] | components["schemas"]["DocumentHeading"] | components["schemas"]["DocumentListOrdered"] | components["schemas"]["DocumentListUnordered"] | components["schemas"]["DocumentListTasks"] | components["schemas"]["DocumentDivider"] | components["schemas"]["DocumentImages"] | components["schemas"]["DocumentCode"] | components["schemas"]["DocumentHint"] | components["schemas"]["DocumentContentRef"] | components["schemas"]["DocumentDrawing"] | components["schemas"]["DocumentEmbed"] | components["schemas"]["DocumentFile"] | components["schemas"]["DocumentIntegration"] | components["schemas"]["DocumentMath"] | components["schemas"]["DocumentBlockquote"] | components["schemas"]["DocumentTable"]);
        /** @description What the body of an expandable holds. */
        DocumentExpandableBodyBlock: {
            /** @constant */
            object: "block";
        } & (components["schemas"]["DocumentParagraph"] | components["schemas"]["DocumentHeading"] | components["schemas"]["DocumentListOrdered"] | components["schemas"]["DocumentListUnordered"] | components["schemas"]["DocumentListTasks"] | components["schemas"]["DocumentDivider"] | components["schemas"]["DocumentImages"] | components["schemas"]["DocumentCode"] | components["schemas"]["DocumentTable"] | components["schemas"]["DocumentHint"] | components["schemas"]["DocumentBlockquote"] | components["schemas"]["DocumentReusableContent"]);
        /** @description What the body of an annotation holds. */
        DocumentAnnotationBodyBlock: {
            /** @constant */
            object: "block";
        } & (components["schemas"]["DocumentParagraph"] | components["schemas"]["DocumentHeading"] | components["schemas"]["DocumentListOrdered"] | components["schemas"]["DocumentListUnordered"] | components["schemas"]["DocumentListTasks"] | components["schemas"]["DocumentDivider"] | components["schemas"]["DocumentCode"]);
        /** @description Text and any inline (what paragraphs and headings hold). */
        DocumentInlineContent: components["schemas"]["DocumentText"] | components["schemas"]["DocumentInline"];
        /** @description Text, annotations and expressions (what a code line holds). */
        DocumentCodeLineContent: components["schemas"]["DocumentText"] | components["schemas"]["DocumentCodeLineInline"];
        DocumentCodeLineInline: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            object: "inline";
        } & (components["schemas"]["DocumentAnnotation"] | components["schemas"]["DocumentExpression"]);
        /** @description Text and inline images (what a link holds). */
        DocumentLinkContent: components["schemas"]["DocumentText"] | components["schemas"]["DocumentInlineImage"];
        /** @description Any of the 9 inline types. */
        DocumentInline: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            object: "inline";
        } & (components["schemas"]["DocumentLink"] | components["schemas"]["DocumentEmoji"] | components["schemas"]["DocumentIcon"] | components["schemas"]["DocumentExpression"] | components["schemas"]["DocumentInlineMath"] | components["schemas"]["DocumentInlineImage"] | components["schemas"]["DocumentAnnotation"] | components["schemas"]["DocumentMention"] | components["schemas"]["DocumentButton"]);
        DocumentParagraph: {
            /** @constant */
            object: "block";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "paragraph";
            key?: string;
            /** @constant */
            isVoid?: false;
            data?: {
                align?: components["schemas"]["DocumentAlign"];
            };
            nodes: components["schemas"]["DocumentInlineContent"][];
        };
        DocumentHeading: {
            /** @constant */
            object: "block";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "heading-1" | "heading-2" | "heading-3";
            key?: string;
            /** @constant */
            isVoid?: false;
            meta?: components["schemas"]["DocumentMeta"];
            data: {
                id?: string;
                align?: components["schemas"]["DocumentAlign"];
            };
            nodes: components["schemas"]["DocumentInlineContent"][];
        };
        DocumentListOrdered: {
            /** @constant */
            object: "block";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "list-ordered";
            key?: string;
            /** @constant */
            isVoid?: false;
            data: {
                start?: number;
            };
            nodes: components["schemas"]["DocumentListItem"][];
        };
        DocumentListUnordered: {
            /** @constant */
            object: "block";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "list-unordered";
            key?: string;
            /** @constant */
            isVoid?: false;
            data?: components["schemas"]["DocumentEmptyData"];
            nodes: components["schemas"]["DocumentListItem"][];
        };
        DocumentListTasks: {
            /** @constant */
            object: "block";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "list-tasks";
            key?: string;
            /** @constant */
            isVoid?: false;
            data?: components["schemas"]["DocumentEmptyData"];
            nodes: components["schemas"]["DocumentListItem"][];
        };
        DocumentListItem: {
            /** @constant */
            object: "block";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "list-item";
            key?: string;
            /** @constant */
            isVoid?: false;
            data?: {
                checked?: boolean;
            };
            nodes: components["schemas"]["DocumentListItemBlock"][];
        };
        /** @description `{}`: this node carries no data. */
        DocumentEmptyData: Record<string, never>;
        DocumentDivider: {
            /** @constant */
            object: "block";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "divider";
            key?: string;
            /** @constant */
            isVoid: true;
            data: components["schemas"]["DocumentEmptyData"];
        };
        DocumentBlockquote: {
            /** @constant */
            object: "block";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "blockquote";
            key?: string;
            /** @constant */
            isVoid?: false;
            data?: components["schemas"]["DocumentEmptyData"];
            nodes: components["schemas"]["DocumentQuoteBlock"][];
        };
        DocumentHint: {
            /** @constant */
            object: "block";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "hint";
            key?: string;
            /** @constant */
            isVoid?: false;
            data: {
                /** @enum {string} */
                style: "info" | "warning" | "danger" | "success";
            };
            nodes: components["schemas"]["DocumentEssentialBlock"][];
        };
        DocumentImages: {
            /** @constant */
            object: "block";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "images";
            key?: string;
            /** @constant */
            isVoid: false;
            data: {
                /** @enum {string} */
                align?: "center" | "left" | "right";
                fullWidth?: boolean;
                withFrame?: boolean;
            };
            nodes: components["schemas"]["DocumentImage"][];
        };
        DocumentImage: {
            /** @constant */
            object: "block";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "image";
            key?: string;
            /** @constant */
            isVoid: true;
            data: {
                ref: components["schemas"]["ContentRefUrlOrFile"];
                refDark?: components["schemas"]["ContentRefUrlOrFile"];
                width?: components["schemas"]["DocumentLength"];
                height?: components["schemas"]["DocumentLength"];
                alt?: string;
            };
            /** @description Its caption (`{ fragment: caption, nodes: [one paragraph] }`), or nothing. */
            fragments: (components["schemas"]["DocumentFragment"] & {
                nodes?: components["schemas"]["DocumentParagraph"][];
            })[];
        };
        DocumentFile: {
            /** @constant */
            object: "block";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "file";
            key?: string;
            /** @constant */
            isVoid: true;
            data: {
                ref: components["schemas"]["ContentRefFile"];
            };
        };
        DocumentDrawing: {
            /** @constant */
            object: "block";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "drawing";
            key?: string;
            /** @constant */
            isVoid: true;
            data: {
                ref?: components["schemas"]["ContentRefFile"];
            };
        };
        DocumentEmbed: {
            /** @constant */
            object: "block";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "embed";
            key?: string;
            /** @constant */
            isVoid: true;
            data: {
                url: components["schemas"]["SafeUrl"];
                fullWidth?: boolean;
            };
        };
        DocumentCode: {
            /** @constant */
            object: "block";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "code";
            key?: string;
            /** @constant */
            isVoid?: false;
            data: {
                syntax?: string;
                title?: string;
                /** @enum {string} */
                overflow?: "scroll" | "wrap";
                lineNumbers?: boolean;
                fullWidth?: boolean;
                expandable?: boolean;
                collapsedLineCount?: number;
            };
            nodes: components["schemas"]["DocumentCodeLine"][];
        };
        DocumentCodeLine: {
            /** @constant */
            object: "block";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "code-line";
            key?: string;
            /** @constant */
            isVoid?: false;
            data: {
                highlighted?: boolean;
            };
            nodes: components["schemas"]["DocumentCodeLineContent"][];
        };
        DocumentMath: {
            /** @constant */
            object: "block";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "math";
            key?: string;
            /** @constant */
            isVoid: true;
            data: {
                formula: string;
            };
        };
        DocumentExpandable: {
            /** @constant */
            object: "block";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "expandable";
            key?: string;
            /** @constant */
            isVoid: true;
            meta?: components["schemas"]["DocumentMeta"];
            data: components["schemas"]["DocumentEmptyData"];
            /** @description Its title (one paragraph) and its body. */
            fragments: ({
                /** @constant */
                object: "fragment";
                key?: string;
            } & (components["schemas"]["DocumentExpandableTitle"] | components["schemas"]["DocumentExpandableBody"]))[];
        };
        DocumentExpandableTitle: {
            /** @constant */
            object: "fragment";
            key?: string;
            /** @constant */
            fragment: "expandable-title";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "expandable-title";
            nodes: components["schemas"]["DocumentParagraph"][];
        };
        DocumentExpandableBody: {
            /** @constant */
            object: "fragment";
            key?: string;
            /** @constant */
            fragment: "expandable-body";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "expandable-body";
            nodes: components["schemas"]["DocumentExpandableBodyBlock"][];
        };
        DocumentTabs: {
            /** @constant */
            object: "block";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "tabs";
            key?: string;
            /** @constant */
            isVoid?: false;
            data?: {
                fullWidth?: boolean;
            };
            nodes: components["schemas"]["DocumentTabsItem"][];
        };
        DocumentTabsItem: {
            /** @constant */
            object: "block";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "tabs-item";
            key?: string;
            /** @constant */
            isVoid?: false;
            meta?: components["schemas"]["DocumentMeta"];
            data: {
                title?: string;
            };
            nodes: components["schemas"]["DocumentStepBlock"][];
        };
        DocumentStepper: {
            /** @constant */
            object: "block";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "stepper";
            key?: string;
            /** @constant */
            isVoid?: false;
            data?: components["schemas"]["DocumentEmptyData"];
            nodes: components["schemas"]["DocumentStepperStep"][];
        };
        DocumentStepperStep: {
            /** @constant */
            object: "block";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "stepper-step";
            key?: string;
            /** @constant */
            isVoid?: false;
            data: {
                icon?: string;
            };
            nodes: components["schemas"]["DocumentStepBlock"][];
        };
        DocumentTable: {
            /** @constant */
            object: "block";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "table";
            key?: string;
            /** @constant */
            isVoid: true;
            data: {
                view: components["schemas"]["DocumentTableView"];
                records: {
                    [key: string]: components["schemas"]["DocumentTableRecord"];
                };
                definition: {
                    [key: string]: components["schemas"]["DocumentTableDefinition"];
                };
                fullWidth?: boolean;
            };
            fragments: components["schemas"]["DocumentFragment"][];
        };
        DocumentSwagger: {
            /** @constant */
            object: "block";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "swagger";
            key?: string;
            /** @constant */
            isVoid: true;
            meta?: components["schemas"]["DocumentMeta"];
            data: {
                ref: components["schemas"]["ContentRefUrlOrFile"];
                path: string;
                method: string;
                expanded?: boolean;
                fullWidth?: boolean;
            };
        };
        DocumentOpenAPIOperation: {
            /** @constant */
            object: "block";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "openapi-operation";
            key?: string;
            /** @constant */
            isVoid: true;
            meta?: components["schemas"]["DocumentMeta"];
            data: {
                ref: components["schemas"]["ContentRefOpenAPI"];
                path: string;
                method: string;
            };
        };
        DocumentOpenAPISchemas: {
            /** @constant */
            object: "block";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "openapi-schemas";
            key?: string;
            /** @constant */
            isVoid: true;
            meta?: components["schemas"]["DocumentMeta"];
            data: {
                ref: components["schemas"]["ContentRefOpenAPI"];
                schemas: string[];
                /** @description Grouped when absent. */
                grouped?: boolean;
            };
        };
        DocumentOpenAPIWebhook: {
            /** @constant */
            object: "block";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "openapi-webhook";
            key?: string;
            /** @constant */
            isVoid: true;
            meta?: components["schemas"]["DocumentMeta"];
            data: {
                ref: components["schemas"]["ContentRefOpenAPI"];
                name: string;
                method: string;
            };
        };
        DocumentContentRef: {
            /** @constant */
            object: "block";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "content-ref";
            key?: string;
            /** @constant */
            isVoid: true;
            data: {
                ref: components["schemas"]["ContentRef"];
            };
        };
        DocumentIntegration: {
            /** @constant */
            object: "block";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "integration";
            key?: string;
            /** @constant */
            isVoid: true;
            data: {
                integration: string;
                block: string;
                props: {
                    [key: string]: unknown;
                };
                action?: {
                    [key: string]: unknown;
                };
                url?: components["schemas"]["SafeUrl"];
                fullWidth?: boolean;
            };
        };
        DocumentReusableContent: {
            /** @constant */
            object: "block";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "reusable-content";
            key?: string;
            /** @constant */
            isVoid: true;
            meta?: components["schemas"]["DocumentMeta"];
            data: {
                ref: components["schemas"]["ContentRefReusableContent"];
            };
        };
        DocumentIf: {
            /** @constant */
            object: "block";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "if";
            key?: string;
            /** @constant */
            isVoid?: false;
            data: {
                expression: string;
            };
            nodes: components["schemas"]["DocumentTopLevelBlock"][];
        };
        DocumentColumns: {
            /** @constant */
            object: "block";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "columns";
            key?: string;
            /** @constant */
            isVoid: false;
            data: {
                fullWidth?: boolean;
            };
            nodes: components["schemas"]["DocumentColumn"][];
        };
        DocumentColumn: {
            /** @constant */
            object: "block";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "column";
            key?: string;
            /** @constant */
            isVoid?: false;
            data: {
                width?: components["schemas"]["DocumentLength"];
                /** @enum {string} */
                verticalAlignment?: "top" | "middle" | "bottom";
            };
            nodes: components["schemas"]["DocumentColumnBlock"][];
        };
        DocumentTableView: components["schemas"]["DocumentTableGridView"] | components["schemas"]["DocumentTableCardsView"];
        DocumentTableGridView: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "grid";
            columns: string[];
            hideHeader: boolean;
            columnWidths?: {
                [key: string]: number;
            };
            useNewSizing?: boolean;
        };
        DocumentTableCardsView: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "cards";
            columns: string[];
            /** @enum {string} */
            cardSize: "medium" | "large";
            targetDefinition?: string;
            coverDefinition?: string;
            coverDefinitionDark?: string;
            hideColumnTitle?: boolean;
        };
        DocumentTableRecord: {
            orderIndex: string;
            values: {
                [key: string]: components["schemas"]["DocumentTableValue"];
            };
        };
        /** @description A number, a string or null, a boolean, a list of strings (users, files, select options), a content reference, or an image (a reference, or `{ ref, objectFit?, alt? }`). */
        DocumentTableValue: (number | string | boolean | null) | string[] | components["schemas"]["ContentRef"] | {
            ref: components["schemas"]["ContentRefUrlOrFile"];
            /** @enum {string} */
            objectFit?: "contain" | "fill" | "cover";
            alt?: string;
        };
        DocumentTableDefinition: components["schemas"]["DocumentTableTextColumn"] | components["schemas"]["DocumentTablePlainColumn"] | components["schemas"]["DocumentTableUsersColumn"] | components["schemas"]["DocumentTableRatingColumn"] | components["schemas"]["DocumentTableSelectColumn"];
        DocumentTableTextColumn: {
            id: string;
            title: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "text";
            /** @enum {string} */
            textAlignment: "center" | "right" | "left";
            verticalAlignment?: string;
        };
        DocumentTablePlainColumn: {
            id: string;
            title: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "number" | "checkbox" | "files" | "content-ref" | "image";
        };
        DocumentTableUsersColumn: {
            id: string;
            title: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "users";
            multiple: boolean;
        };
        DocumentTableRatingColumn: {
            id: string;
            title: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "rating";
            max: number;
        };
        DocumentTableSelectColumn: {
            id: string;
            title: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "select";
            multiple: boolean;
            options: {
                value: string;
                label: string;
                color: string;
            }[];
        };
        DocumentLink: {
            /** @constant */
            object: "inline";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "link";
            key?: string;
            /** @constant */
            isVoid?: false;
            data: {
                ref: components["schemas"]["ContentRef"];
            };
            nodes: components["schemas"]["DocumentLinkContent"][];
        };
        DocumentEmoji: {
            /** @constant */
            object: "inline";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "emoji";
            key?: string;
            /** @constant */
            isVoid: true;
            data: {
                /** @description The emoji as code points in hex, e.g. `1f4d8`. */
                code: string;
            };
        };
        DocumentIcon: {
            /** @constant */
            object: "inline";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "icon";
            key?: string;
            /** @constant */
            isVoid: true;
            data: {
                icon: string;
                color?: components["schemas"]["DocumentTextColor"];
            };
        };
        DocumentExpression: {
            /** @constant */
            object: "inline";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "expression";
            key?: string;
            /** @constant */
            isVoid: true;
            data: {
                expression: string;
            };
        };
        DocumentInlineMath: {
            /** @constant */
            object: "inline";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "inline-math";
            key?: string;
            /** @constant */
            isVoid: true;
            data: {
                formula: string;
            };
        };
        DocumentInlineImage: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            object: "inline";
            /** @constant */
            type: "inline-image";
            key?: string;
            /** @constant */
            isVoid: true;
            data: {
                ref: components["schemas"]["ContentRefUrlOrFile"];
                refDark?: components["schemas"]["ContentRefUrlOrFile"];
                caption?: string;
                alt?: string;
                /** @enum {string} */
                size?: "original" | "line";
            };
        };
        DocumentAnnotation: {
            /** @constant */
            object: "inline";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "annotation";
            key?: string;
            /** @constant */
            isVoid: false;
            data?: components["schemas"]["DocumentEmptyData"];
            nodes: components["schemas"]["DocumentText"][];
            /** @description The note: `{ type: annotation-body, nodes }`. */
            fragments: {
                /** @constant */
                object: "fragment";
                key?: string;
                fragment?: string;
                /** @constant */
                type: "annotation-body";
                nodes: components["schemas"]["DocumentAnnotationBodyBlock"][];
            }[];
        };
        DocumentMention: {
            /** @constant */
            object: "inline";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "mention";
            key?: string;
            /** @constant */
            isVoid: true;
            data: {
                ref: components["schemas"]["ContentRef"];
            };
        };
        DocumentButton: {
            /** @constant */
            object: "inline";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "button";
            key?: string;
            /** @constant */
            isVoid: true;
            data: {
                label: string;
                /** @enum {string} */
                kind: "primary" | "secondary";
                ref: components["schemas"]["ContentRef"];
                icon?: string;
            };
        };
        /** @enum {string} */
        ImportRunStatus: "pending" | "in-progress" | "completed" | "failed" | "cancelled";
        ImportSourceWebsite: {
            /** @constant */
            type: "website";
            /**
             * Format: safe-uri
             * @description The address of the website to import (http or https).
             */
            url: string;
        };
        /** @description What to import. The spec shows the website shape only; the others are not shown, so they are not accepted. */
        ImportSource: components["schemas"]["ImportSourceWebsite"];
        ImportTarget: {
            /** @description Id of the space. */
            space: string;
            /** @description Id (or number, on create) of a draft or open change request of the space; the pages go into the request instead of the main content. */
            changeRequest?: string;
            /** @description Id of a page of the space (or of the request); the pages go under it. */
            page?: string;
        };
        ImportRunCreate: {
            source: components["schemas"]["ImportSource"];
            target: components["schemas"]["ImportTarget"];
            /**
             * @description Improve the wording of the imported content with AI (true when absent).
             * @default true
             */
            enhance: boolean;
        };
        ImportRunPage: {
            /** @description Id of the page created in the target. */
            id: string;
            /**
             * Format: safe-uri
             * @description Where the page was read from.
             */
            sourceURL: string;
            /** @constant */
            type: "page";
            /** @constant */
            status: "complete";
        };
        ImportRun: {
            /** @constant */
            object: "import-run";
            id: string;
            status: components["schemas"]["ImportRunStatus"];
            startedAt: components["schemas"]["DateTime"];
            /** @description When the run ended (completed, failed or cancelled); absent before. */
            completedAt?: components["schemas"]["DateTime"];
            /** @description The pages imported so far, in the order they arrived. */
            pages: components["schemas"]["ImportRunPage"][];
            /** @description (ours) How many pages the run brings in all, known once the site was reached: absent while pending and when the site could not be reached. */
            totalPages?: number;
            /** @description (ours) Why a `failed` run failed; only on failed runs. */
            error?: string;
            /** @description (ours) What the run imports, as it was started. */
            source: components["schemas"]["ImportSource"];
            /** @description (ours) Where the pages go; `changeRequest` is always the request's id. */
            target: components["schemas"]["ImportTarget"];
            /** @description (ours) Whether the wording is improved with AI. */
            enhance: boolean;
            /** @description (ours) */
            urls: {
                /** Format: safe-uri */
                location: string;
            };
        };
        ImportRunList: {
            next?: components["schemas"]["ListNext"];
            count: number;
            items: components["schemas"]["ImportRun"][];
        };
        IntegrationName: string;
        /** @enum {string} */
        IntegrationTarget: "all" | "site" | "space" | "organization";
        /** @enum {string} */
        IntegrationVisibility: "public" | "private" | "unlisted";
        /** @enum {string} */
        IntegrationScope: "space:content:read" | "space:content:write" | "space:metadata:read" | "space:metadata:write" | "space:git:sync" | "page:feedback:read" | "site:metadata:read" | "site:views:read" | "site:script:inject" | "site:script:cookies" | "site:visitor:auth" | "site:adaptive:read" | "site:adaptive:write" | "openapi:read" | "openapi:write" | "conversations:ingest";
        /** @enum {string} */
        IntegrationCategory: "analytics" | "collaboration" | "content" | "gitsync" | "marketing" | "visitor-auth" | "other";
        /** @enum {string} */
        IntegrationRuntime: "v1" | "v2";
        IntegrationBlock: {
            id: string;
            title: string;
            description?: string;
            icon?: string;
            /** @description Link patterns (URLs) the block turns into a rich preview. */
            urlUnfurl?: string[];
            markdown?: {
                codeblock: string;
                body: string;
            };
        };
        IntegrationContentSource: {
            id: string;
            title: string;
            description?: string;
            icon?: string;
            configuration?: {
                componentId: string;
            };
        };
        /** @description One setting, by `type`. */
        IntegrationConfigurationProperty: {
            /** @constant */
            type: "string";
            title?: string;
            description?: string;
            default?: string;
            /** Format: safe-uri */
            completion_url?: string;
            enum?: string[];
            /** @description (ours) What a person reads for each value of `enum`, in the same order (the convention of JSON Schema form tools); a value without a name shows as itself. */
            enumNames?: string[];
        } | {
            /** @constant */
            type: "number";
            title?: string;
            description?: string;
            default?: number;
        } | {
            /** @constant */
            type: "boolean";
            title?: string;
            description?: string;
            default?: boolean;
        } | {
            /** @constant */
            type: "button";
            title?: string;
            description?: string;
            /** Format: safe-uri */
            callback_url: string;
            button_text: string;
        };
        /** @description The settings of one level (account, space or site): each property is a setting, and `required` names those that must have a value. */
        IntegrationConfiguration: {
            properties: {
                [key: string]: components["schemas"]["IntegrationConfigurationProperty"];
            };
            required?: string[];
        };
        IntegrationConfigurations: {
            account?: components["schemas"]["IntegrationConfiguration"];
            space?: components["schemas"]["IntegrationConfiguration"];
            site?: components["schemas"]["IntegrationConfiguration"];
        };
        IntegrationExternalLink: {
            /** Format: safe-uri */
            url: string;
            label: string;
        };
        Integration: {
            /** @constant */
            object: "integration";
            name: components["schemas"]["IntegrationName"];
            version: number;
            title: string;
            description: string;
            /** @description Markdown; empty without a summary. */
            summary: string;
            /** @description The uploaded images as `data:image/...` addresses the server makes. */
            previewImages: string[];
            target: components["schemas"]["IntegrationTarget"];
            verified: boolean;
            visibility: components["schemas"]["IntegrationVisibility"];
            scopes: components["schemas"]["IntegrationScope"][];
            categories: components["schemas"]["IntegrationCategory"][];
            blocks: components["schemas"]["IntegrationBlock"][];
            contentSources: components["schemas"]["IntegrationContentSource"][];
            configurations: components["schemas"]["IntegrationConfigurations"];
            externalLinks: components["schemas"]["IntegrationExternalLink"][];
            owner: components["schemas"]["Organization"];
            urls: {
                /** Format: safe-uri */
                location: string;
                /**
                 * Format: uri
                 * @description Absent without an icon. A `data:image/...` address the server makes from the uploaded image, not one a caller typed: an image source, never a link.
                 */
                icon?: string;
                /** Format: safe-uri */
                app: string;
                /** Format: safe-uri */
                assets: string;
                /** Format: safe-uri */
                publicEndpoint: string;
            };
            permissions: {
                /** @description The caller is an admin of the owner. */
                admin: boolean;
            };
            /** @description In the form it was published in; absent when the integration sets none. */
            contentSecurityPolicy?: components["schemas"]["IntegrationContentSecurityPolicy"];
        };
        IntegrationList: {
            next?: components["schemas"]["ListNext"];
            count: number;
            items: components["schemas"]["Integration"][];
        };
        Base64: string;
        IntegrationPublish: {
            title: string;
            description: string;
            /** @description The integration's code. An absolute http(s) URL instead is a hosted script that sites inject as it is (decision 0013). */
            script: string;
            /** @description Id or subdomain of the publishing organization. */
            organization: string;
            runtime?: components["schemas"]["IntegrationRuntime"];
            /** @description The icon image (PNG, JPEG, GIF, WebP or SVG), base64. */
            icon?: components["schemas"]["Base64"] & unknown;
            /** @description Markdown. */
            summary?: string;
            previewImages?: (components["schemas"]["Base64"] & unknown)[];
            visibility?: components["schemas"]["IntegrationVisibility"];
            target?: components["schemas"]["IntegrationTarget"];
            scopes?: components["schemas"]["IntegrationScope"][];
            categories?: components["schemas"]["IntegrationCategory"][];
            blocks?: components["schemas"]["IntegrationBlock"][];
            contentSources?: components["schemas"]["IntegrationContentSource"][];
            externalLinks?: components["schemas"]["IntegrationExternalLink"][];
            configurations?: components["schemas"]["IntegrationConfigurations"];
            secrets?: {
                [key: string]: string;
            };
            contentSecurityPolicy?: components["schemas"]["IntegrationContentSecurityPolicy"];
        };
        /** @description Sent as the Content-Security-Policy header with the integration's scripts and blocks: the header's text, or an object of directives (the platform takes both, and answers the form it was given). (ours) Nothing that would break the header: no control characters, and no `;` or `,` inside a directive's value, which would start another directive or policy. */
        IntegrationContentSecurityPolicy: string | components["schemas"]["IntegrationContentSecurityDirectives"];
        IntegrationContentSecurityDirectives: {
            "base-uri"?: components["schemas"]["ContentSecurityDirectiveValue"];
            "block-all-mixed-content"?: components["schemas"]["ContentSecurityDirectiveValue"];
            "child-src"?: components["schemas"]["ContentSecurityDirectiveValue"];
            "connect-src"?: components["schemas"]["ContentSecurityDirectiveValue"];
            "default-src"?: components["schemas"]["ContentSecurityDirectiveValue"];
            "font-src"?: components["schemas"]["ContentSecurityDirectiveValue"];
            "form-action"?: components["schemas"]["ContentSecurityDirectiveValue"];
            "frame-ancestors"?: components["schemas"]["ContentSecurityDirectiveValue"];
            "frame-src"?: components["schemas"]["ContentSecurityDirectiveValue"];
            "img-src"?: components["schemas"]["ContentSecurityDirectiveValue"];
            "manifest-src"?: components["schemas"]["ContentSecurityDirectiveValue"];
            "media-src"?: components["schemas"]["ContentSecurityDirectiveValue"];
            "navigate-to"?: components["schemas"]["ContentSecurityDirectiveValue"];
            "object-src"?: components["schemas"]["ContentSecurityDirectiveValue"];
            "plugin-types"?: components["schemas"]["ContentSecurityDirectiveValue"];
            "prefetch-src"?: components["schemas"]["ContentSecurityDirectiveValue"];
            referrer?: components["schemas"]["ContentSecurityDirectiveValue"];
            "report-to"?: components["schemas"]["ContentSecurityDirectiveValue"];
            "report-uri"?: components["schemas"]["ContentSecurityDirectiveValue"];
            "require-sri-for"?: components["schemas"]["ContentSecurityDirectiveValue"];
            "require-trusted-types-for"?: components["schemas"]["ContentSecurityDirectiveValue"];
            sandbox?: components["schemas"]["ContentSecurityDirectiveValue"];
            "script-src"?: components["schemas"]["ContentSecurityDirectiveValue"];
            "script-src-attr"?: components["schemas"]["ContentSecurityDirectiveValue"];
            "script-src-elem"?: components["schemas"]["ContentSecurityDirectiveValue"];
            "style-src"?: components["schemas"]["ContentSecurityDirectiveValue"];
            "style-src-attr"?: components["schemas"]["ContentSecurityDirectiveValue"];
            "style-src-elem"?: components["schemas"]["ContentSecurityDirectiveValue"];
            "trusted-types"?: components["schemas"]["ContentSecurityDirectiveValue"];
            "upgrade-insecure-requests"?: components["schemas"]["ContentSecurityDirectiveValue"];
            "worker-src"?: components["schemas"]["ContentSecurityDirectiveValue"];
        };
        /** @description A directive's sources or value, as written after its name in the header. */
        ContentSecurityDirectiveValue: string;
        /** @enum {string} */
        IntegrationInstallationStatus: "active" | "pending" | "paused";
        /** @enum {string} */
        IntegrationSelection: "all" | "selected";
        IntegrationInstallation: {
            id: string;
            status: components["schemas"]["IntegrationInstallationStatus"];
            space_selection: components["schemas"]["IntegrationSelection"];
            site_selection: components["schemas"]["IntegrationSelection"];
            /** @description How many spaces it covers. */
            spaces: number;
            /** @description (ours) How many sites it covers. */
            sites?: number;
            /** @description (ours) The spaces chosen one by one (they count when `space_selection` is `selected`). */
            selectedSpaces?: string[];
            /** @description (ours) The sites chosen one by one (they count when `site_selection` is `selected`). */
            selectedSites?: string[];
            configuration: {
                [key: string]: unknown;
            };
            createdAt: components["schemas"]["DateTime"];
            updatedAt: components["schemas"]["DateTime"];
            urls: {
                /** Format: safe-uri */
                location: string;
                /** Format: safe-uri */
                app: string;
                /** Format: safe-uri */
                publicEndpoint: string;
            };
            externalIds: string[];
            target: {
                organization: string;
            };
        };
        IntegrationInstallationList: {
            next?: components["schemas"]["ListNext"];
            count: number;
            items: components["schemas"]["IntegrationInstallation"][];
        };
        IntegrationInstall: {
            /** @description Id or subdomain of the organization to install in. */
            organization: string;
        };
        IntegrationInstallationUpdate: {
            externalIds?: string[];
            /** @description The whole account configuration (it replaces the previous one); a setting set to null has no value. */
            configuration?: {
                [key: string]: unknown;
            };
            space_selection?: components["schemas"]["IntegrationSelection"];
            site_selection?: components["schemas"]["IntegrationSelection"];
            /** @description (ours) The spaces of the organization to cover when `space_selection` is `selected`. */
            selectedSpaces?: string[];
            /** @description (ours) The sites of the organization to cover when `site_selection` is `selected`. */
            selectedSites?: string[];
        };
        /** @enum {string} */
        IntegrationEventType: "installation_setup" | "installation_deleted" | "space_installation_setup" | "space_installation_deleted" | "site_installation_setup" | "site_installation_deleted" | "site_view" | "space_content_updated" | "space_gitsync_completed" | "space_gitsync_started" | "space_visibility_updated" | "fetch" | "fetch_published_script" | "fetch_visitor_authentication" | "ui_render" | "content_compute_document" | "content_compute_revision" | "page_feedback";
        IntegrationEventLog: {
            timestamp: components["schemas"]["DateTime"];
            /** @enum {string} */
            level: "debug" | "info" | "warn" | "error";
            message: string;
        };
        /** @description What the platform delivered to an integration. The platform's record has no log: the log of one event comes with it from `getIntegrationEvent`, as its `trace`. */
        IntegrationEvent: {
            id: string;
            /** @description The integration's name. */
            integrationId: string;
            installationId: string;
            createdAt: components["schemas"]["DateTime"];
            payload: components["schemas"]["IntegrationEventPayload"];
            /** @enum {string} */
            status: "success" | "failed";
        };
        IntegrationEventTrace: {
            /** @description What the integration logged while handling the event, in order. */
            logs: components["schemas"]["IntegrationEventLog"][];
        };
        /** @description One event as the platform answers it: the event, and the trace of its handling (this server always sends the trace; the platform may leave it out). */
        IntegrationEventWithTrace: {
            event: components["schemas"]["IntegrationEvent"];
            trace?: components["schemas"]["IntegrationEventTrace"];
        };
        IntegrationEventPayload: components["schemas"]["InstallationSetupEvent"] | components["schemas"]["InstallationDeletedEvent"] | components["schemas"]["SpaceInstallationSetupEvent"] | components["schemas"]["SpaceInstallationDeletedEvent"] | components["schemas"]["SiteInstallationSetupEvent"] | components["schemas"]["SiteInstallationDeletedEvent"] | components["schemas"]["SiteViewEvent"] | components["schemas"]["SpaceContentUpdatedEvent"] | components["schemas"]["SpaceGitSyncCompletedEvent"] | components["schemas"]["SpaceGitSyncStartedEvent"] | components["schemas"]["SpaceVisibilityUpdatedEvent"] | components["schemas"]["FetchEvent"] | components["schemas"]["FetchPublishedScriptEvent"] | components["schemas"]["FetchVisitorAuthenticationEvent"] | components["schemas"]["UIRenderEvent"] | components["schemas"]["ContentComputeEvent"] | components["schemas"]["PageFeedbackEvent"];
        /** @description The installation's state before the change. */
        IntegrationEventPrevious: {
            status?: components["schemas"]["IntegrationInstallationStatus"];
            configuration?: {
                [key: string]: unknown;
            };
        };
        /** @description Who viewed the content (the platform's `EventVisitor`). */
        IntegrationEventVisitor: {
            anonymousId: string;
            cookies: {
                [key: string]: string;
            };
            userAgent: string;
            ip: string;
            language?: string;
        };
        InstallationSetupEvent: {
            eventId: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "installation_setup";
            installationId: string;
            status: components["schemas"]["IntegrationInstallationStatus"];
            previous?: components["schemas"]["IntegrationEventPrevious"];
        };
        InstallationDeletedEvent: {
            eventId: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "installation_deleted";
            installationId: string;
            previous: components["schemas"]["IntegrationEventPrevious"];
        };
        SpaceInstallationSetupEvent: {
            eventId: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "space_installation_setup";
            installationId: string;
            spaceId: string;
            status: components["schemas"]["IntegrationInstallationStatus"];
            previous?: components["schemas"]["IntegrationEventPrevious"];
        };
        SpaceInstallationDeletedEvent: {
            eventId: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "space_installation_deleted";
            installationId: string;
            spaceId: string;
            previous: components["schemas"]["IntegrationEventPrevious"];
        };
        SiteInstallationSetupEvent: {
            eventId: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "site_installation_setup";
            installationId: string;
            siteId: string;
            status: components["schemas"]["IntegrationInstallationStatus"];
            previous?: components["schemas"]["IntegrationEventPrevious"];
        };
        SiteInstallationDeletedEvent: {
            eventId: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "site_installation_deleted";
            installationId: string;
            siteId: string;
            previous: components["schemas"]["IntegrationEventPrevious"];
        };
        SiteViewEvent: {
            eventId: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "site_view";
            installationId: string;
            siteId: string;
            siteSpaceId?: string;
            pageId?: string;
            /**
             * Format: safe-uri
             * @description The address viewed
             */
            url: string;
            /** @description Where the visitor came from; empty when unknown. */
            referrer: string;
            visitor: components["schemas"]["IntegrationEventVisitor"];
        };
        SpaceContentUpdatedEvent: {
            eventId: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "space_content_updated";
            installationId: string;
            spaceId: string;
            revisionId: string;
            updatedBy: components["schemas"]["User"][];
        };
        SpaceGitSyncCompletedEvent: {
            eventId: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "space_gitsync_completed";
            installationId: string;
            spaceId: string;
            revisionId: string;
            commitId: string;
            /** @enum {string} */
            state: "success" | "failure";
        };
        SpaceGitSyncStartedEvent: {
            eventId: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "space_gitsync_started";
            installationId: string;
            spaceId: string;
            revisionId: string;
            commitId: string;
        };
        SpaceVisibilityUpdatedEvent: {
            eventId: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "space_visibility_updated";
            installationId: string;
            spaceId: string;
            previousVisibility: components["schemas"]["SpaceVisibility"];
            visibility: components["schemas"]["SpaceVisibility"];
        };
        /** @description A request to the integration's own endpoint; it belongs to no installation. */
        FetchEvent: {
            eventId: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "fetch";
            installationId?: string;
            auth?: {
                userId: string;
            };
            request: {
                /** @enum {string} */
                method: "post" | "get" | "put" | "delete";
                /** Format: safe-uri */
                url: string;
                headers: {
                    [key: string]: string;
                };
            };
        };
        FetchPublishedScriptEvent: {
            eventId: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "fetch_published_script";
            installationId: string;
            siteId: string;
        };
        FetchVisitorAuthenticationEvent: {
            eventId: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "fetch_visitor_authentication";
            installationId: string;
            siteId: string;
            location?: string;
            searchParams?: {
                [key: string]: string;
            };
            cookies?: {
                [key: string]: string;
            };
            /** @enum {string} */
            action?: "logout";
        };
        UIRenderEvent: {
            eventId: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "ui_render";
            installationId: string;
            spaceId?: string;
            siteId?: string;
            auth?: {
                userId: string;
            };
            componentId: string;
            props: {
                [key: string]: unknown;
            };
            state?: {
                [key: string]: unknown;
            };
            /** @description Where the component is rendered (the platform's `ContentKitContext`). */
            context: {
                type: string;
            };
            action?: {
                [key: string]: unknown;
            };
        };
        /** @description Computing a space's content, as a document or as a whole revision. */
        ContentComputeEvent: {
            eventId: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "content_compute_document" | "content_compute_revision";
            installationId: string;
            spaceId: string;
            sourceId: string;
            props: {
                [key: string]: unknown;
            };
            dependencies: {
                [key: string]: Record<string, never>;
            };
        };
        PageFeedbackEvent: {
            eventId: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "page_feedback";
            installationId: string;
            siteId: string;
            pageId?: string;
            /**
             * Format: safe-uri
             * @description The page the feedback is about.
             */
            url: string;
            referrer: string;
            visitor: components["schemas"]["IntegrationEventVisitor"];
            feedback: {
                /** @enum {string} */
                rating: "bad" | "ok" | "good";
                comment?: string;
            };
        };
        IntegrationEventList: {
            next?: components["schemas"]["ListNext"];
            count: number;
            items: components["schemas"]["IntegrationEvent"][];
        };
        OrganizationInstallation: {
            installation: components["schemas"]["IntegrationInstallation"];
            integration: components["schemas"]["Integration"];
        };
        OrganizationInstallationList: {
            next?: components["schemas"]["ListNext"];
            count: number;
            items: components["schemas"]["OrganizationInstallation"][];
        };
        IntegrationInstallationStatusItem: {
            status: components["schemas"]["IntegrationInstallationStatus"];
            integration: components["schemas"]["Integration"];
        };
        IntegrationInstallationStatusList: {
            next?: components["schemas"]["ListNext"];
            count: number;
            items: components["schemas"]["IntegrationInstallationStatusItem"][];
        };
        /** @description A script that an integration injects into a published site. */
        SiteIntegrationScript: {
            /** Format: safe-uri */
            script: string;
            /** @description Empty when the integration sets none. */
            contentSecurityPolicy: string;
            /** @description The script may set cookies (`site:script:cookies`). */
            cookies: boolean;
            /** @description The integration that injects the script. An extension of the local backend: the platform's answer leaves it out, and the console then says it does not know. */
            integration?: components["schemas"]["IntegrationName"];
        };
        /**
         * @description A Role, or `guest` for members without a role.
         * @enum {string}
         */
        MemberRoleFilter: "admin" | "create" | "review" | "edit" | "comment" | "read" | "guest";
        Member: {
            /** @constant */
            object: "member";
            /** @description The user's id. */
            id: string;
            role: components["schemas"]["MemberRole"];
            user: components["schemas"]["User"];
            /** @description A disabled member cannot reach the organization's content. */
            disabled: boolean;
            joinedAt: components["schemas"]["DateTime"];
            /** @description Absent for a member who has never signed in. */
            lastSeenAt?: components["schemas"]["DateTime"];
            /** @description The member can sign in with the organization's SAML provider. */
            sso: boolean;
            /** @description Spaces of the organization the member can reach (0 when disabled). */
            spaces: number;
            /** @description Teams of the organization the member belongs to. */
            teams: number;
        };
        MemberList: {
            next?: components["schemas"]["ListNext"];
            count: number;
            items: components["schemas"]["Member"][];
        };
        MemberUpdate: {
            role?: components["schemas"]["MemberRole"];
        };
        /** @description Letters, digits and single hyphens between them; stored and answered in lower case (the platform's own pattern is lower case only). */
        OpenAPISpecSlug: string;
        /**
         * @description private is not publicly available; public is available to anyone with the link.
         * @enum {string}
         */
        OpenAPISpecVisibility: "private" | "public";
        /** @enum {string} */
        OpenAPISpecProcessingState: "pending" | "progress" | "complete";
        /** @enum {string} */
        OpenAPISpecErrorCode: "FETCH_TIMEOUT" | "FETCH_ERROR" | "PARSE_ERROR";
        /** Format: safe-uri */
        OpenAPISpecSourceURL: string;
        OpenAPISpecError: {
            message: string;
            code: string;
        };
        OpenAPISpec: {
            /** @constant */
            object: "openapi-spec";
            id: string;
            createdAt: components["schemas"]["DateTime"];
            updatedAt: components["schemas"]["DateTime"];
            slug: components["schemas"]["OpenAPISpecSlug"];
            /**
             * Format: safe-uri
             * @description Where the document is fetched from; absent when it was given as text.
             */
            sourceURL?: string;
            processingState: components["schemas"]["OpenAPISpecProcessingState"];
            visibility: components["schemas"]["OpenAPISpecVisibility"];
            /** @description Id of the newest version; absent until a processing succeeded. */
            lastVersion?: string;
            /** @description When the last processing ended, whether it succeeded or not. */
            lastProcessedAt?: components["schemas"]["DateTime"];
            /** @description Present while the last processing failed. */
            lastProcessErrorCode?: components["schemas"]["OpenAPISpecErrorCode"];
            /** @description Every error of the last processing, present while it failed. */
            lastProcessedErrors?: components["schemas"]["OpenAPISpecError"][];
            permissions: {
                view: boolean;
                edit: boolean;
            };
            urls: {
                /** Format: safe-uri */
                location: string;
                /** Format: safe-uri */
                app: string;
                /**
                 * Format: safe-uri
                 * @description Present while the visibility is public.
                 */
                published?: string;
            };
        };
        OpenAPISpecList: {
            next?: components["schemas"]["ListNext"];
            count: number;
            items: components["schemas"]["OpenAPISpec"][];
        };
        /** @description Where the document comes from: the address it is fetched from (`url`), or the document itself (`text`, JSON or YAML), as the platform takes both. One of the two. */
        OpenAPISpecSource: {
            url?: components["schemas"]["OpenAPISpecSourceURL"];
            text?: components["schemas"]["OpenAPISpecSourceText"];
        } & ({
            url: components["schemas"]["OpenAPISpecSourceURL"];
        } | {
            text: components["schemas"]["OpenAPISpecSourceText"];
        });
        /** @description The OpenAPI document as text, JSON or YAML. (ours) At most 2,000,000 characters: a document that size is far larger than any real one, and it is stored with the spec. */
        OpenAPISpecSourceText: string;
        OpenAPISpecCreate: {
            slug: components["schemas"]["OpenAPISpecSlug"];
            source: components["schemas"]["OpenAPISpecSource"];
        };
        OpenAPISpecReplace: {
            source: components["schemas"]["OpenAPISpecSource"];
        };
        OpenAPISpecUpdate: {
            visibility: components["schemas"]["OpenAPISpecVisibility"];
        };
        OpenAPISpecVersion: {
            /** @constant */
            object: "openapi-spec-version";
            id: string;
            /**
             * Format: safe-uri
             * @description Where this version's document can be fetched (the platform's copy).
             */
            url: string;
            /**
             * Format: safe-uri
             * @description (ours) The source URL this version was fetched from; absent when it was given as text.
             */
            sourceURL?: string;
            createdAt?: components["schemas"]["DateTime"];
            urls: {
                /** Format: safe-uri */
                location: string;
            };
        };
        OpenAPISpecVersionList: {
            next?: components["schemas"]["ListNext"];
            count: number;
            items: components["schemas"]["OpenAPISpecVersion"][];
        };
        /** @enum {string} */
        OrganizationType: "business" | "community";
        /** @enum {string} */
        OrganizationUseCase: "internalDocs" | "docsSite" | "audienceControlledSite" | "productDocs" | "teamKnowledgeBase" | "designSystem" | "openSourceDocs" | "notes" | "other";
        /** @enum {string} */
        OrganizationCommunityType: "nonProfit" | "openSource" | "education";
        /** @enum {string} */
        OrganizationPlan: "free_2024" | "plus_2024" | "pro_2024" | "enterprise_2024" | "community_2024" | "free" | "plus" | "pro" | "internal";
        /** @description What visitors of the organization's hostname land on: a site of the organization (the platform's only kind of default content). */
        DefaultContent: {
            /** @constant */
            type: "site";
            site: string;
        };
        /** @description none merges without review; rules applies `rules` (required with, and only with, type rules). An organization has no `inherit`. */
        OrganizationMergeRules: {
            /** @enum {string} */
            type: "none" | "rules";
            rules?: components["schemas"]["MergeRule"][];
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
                /** Format: safe-uri */
                location: string;
                /** Format: safe-uri */
                app: string;
                /** Format: safe-uri */
                logo?: string;
            };
            trial: {
                /** @enum {string} */
                status: "notapplicable" | "none" | "active" | "ended" | "expired";
                /** @description Trials the organization had. */
                count: number;
                endDate?: components["schemas"]["DateTime"];
                /** @constant */
                decision?: "downgrade";
            };
            customHostname?: string;
            blocked?: {
                /** @enum {string} */
                source?: "backoffice" | "external" | "internal";
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
                /** Format: safe-uri */
                location: string;
                /** Format: safe-uri */
                app: string;
                /** Format: safe-uri */
                logo?: string;
            };
        };
        OrganizationList: {
            next?: components["schemas"]["ListNext"];
            count: number;
            items: components["schemas"]["Organization"][];
        };
        OrganizationUpdate: {
            /** @description 2 to 100 characters (the platform's organization title is at least 2), trimmed; (ours) no control characters, lone surrogates or bidirectional overrides (`x-text: line`, docs/decisions/0016). */
            title?: string;
            emailDomains?: components["schemas"]["EmailDomain"][];
            hostname?: components["schemas"]["Hostname"];
            defaultRole?: components["schemas"]["MemberRole"];
            /** @description A site of the organization; null removes the default content. */
            defaultContent?: components["schemas"]["DefaultContent"] | null;
            /** @description The logo's address; null removes the logo. */
            logo?: string | null;
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
                /** Format: safe-uri */
                location: string;
            };
        };
        AgentInstructionsUpdate: {
            instructions: components["schemas"]["Document"];
        };
        /**
         * @description How the revision was made: `edits` (content edited, an import, a space's first content), `merge` (a change request merged into main), `update` (a change request updated with main's changes), `rollback`, `computed`.
         * @enum {string}
         */
        RevisionType: "edits" | "merge" | "rollback" | "update" | "computed";
        Revision: {
            /** @constant */
            object: "revision";
            id: string;
            type: components["schemas"]["RevisionType"];
            /** @description The revisions it was made from, the previous one first. */
            parents: string[];
            pages: components["schemas"]["RevisionPage"][];
            files: components["schemas"]["RevisionFile"][];
            reusableContents: components["schemas"]["RevisionReusableContent"][];
            urls: {
                /** Format: safe-uri */
                app: string;
                /** Format: safe-uri */
                published?: string;
                /** Format: safe-uri */
                public?: string;
            };
            /** Format: date-time */
            createdAt: string;
            /** @description The change request a `merge` revision merged (only on those). */
            mergedFrom?: components["schemas"]["ChangeRequest"];
        };
        RevisionFile: {
            id: string;
            name: string;
            contentType: string;
            /** Format: safe-uri */
            downloadURL: string;
            size: number;
        };
        RevisionReusableContent: {
            id: string;
            title: string;
            document?: string;
        };
        RevisionPageList: {
            pages: components["schemas"]["RevisionPage"][];
        };
        /** @description A page of a revision's tree, keyed by `type` (this server has no computed pages). */
        RevisionPage: components["schemas"]["RevisionPageDocument"] | components["schemas"]["RevisionPageGroup"] | components["schemas"]["RevisionPageLink"];
        /** @description A page under a document page or a group (never a group). */
        RevisionPageChild: components["schemas"]["RevisionPageDocument"] | components["schemas"]["RevisionPageLink"];
        /** @description A page of the table of contents that leads elsewhere: an address, another page, a space. It has no body, slug, path or children. */
        RevisionPageLink: {
            id: string;
            title: string;
            emoji?: string;
            /** Format: date-time */
            createdAt?: string;
            /** Format: date-time */
            updatedAt?: string;
            /** @constant */
            kind: "link";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "link";
            target: components["schemas"]["ContentRef"];
            /**
             * Format: safe-uri
             * @description Where the target is
             */
            href?: string;
            hidden?: boolean;
        };
        /** @description A revision's page tree without bodies (getRevisionPageOutline). */
        RevisionOutline: {
            pages: components["schemas"]["RevisionOutlinePage"][];
        };
        RevisionOutlinePage: components["schemas"]["RevisionOutlineDocument"] | components["schemas"]["RevisionOutlineGroup"] | components["schemas"]["RevisionPageLink"];
        RevisionOutlineChild: components["schemas"]["RevisionOutlineDocument"] | components["schemas"]["RevisionPageLink"];
        /** @description A document page as the outline has it, `documentId` naming its body. */
        RevisionOutlineDocument: {
            id: string;
            title: string;
            emoji?: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "document";
            slug: string;
            path: string;
            documentId?: string;
            pages: components["schemas"]["RevisionOutlineChild"][];
        };
        RevisionOutlineGroup: {
            id: string;
            title: string;
            emoji?: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "group";
            slug: string;
            path: string;
            pages: components["schemas"]["RevisionOutlineChild"][];
        };
        /** @description A document page with its body: exactly one of `document` and `markdown` (`format` picks; `document` when absent). `documentId` names the body, which revisions that did not change the page share. */
        RevisionPageDocument: {
            id: string;
            title: string;
            emoji?: string;
            /** Format: date-time */
            createdAt?: string;
            /** Format: date-time */
            updatedAt?: string;
            /** @constant */
            kind: "sheet";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "document";
            urls: {
                /** Format: safe-uri */
                app: string;
            };
            slug: string;
            path: string;
            description?: string;
            documentId?: string;
            document?: components["schemas"]["Document"];
            markdown?: string;
            /** @description The child pages (never groups). */
            pages: components["schemas"]["RevisionPageChild"][];
            layout: components["schemas"]["RevisionPageLayout"];
            hidden?: boolean;
        } & (unknown | unknown);
        /** @description A group of pages; only at the top level of a tree. */
        RevisionPageGroup: {
            id: string;
            title: string;
            emoji?: string;
            /** Format: date-time */
            createdAt?: string;
            /** Format: date-time */
            updatedAt?: string;
            /** @constant */
            kind: "group";
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "group";
            slug: string;
            path: string;
            pages: components["schemas"]["RevisionPageChild"][];
            hidden?: boolean;
        };
        /** @description 2 to 128 characters, not only spaces; trimmed. (ours) No control characters, lone surrogates or bidirectional overrides (`x-text: line`, docs/decisions/0016). */
        SiteSectionTitle: string;
        /** @description Where the section or site space is in the site's address: 1 to 100 letters, digits, `-` or `_` (ours: the platform gives only the length). */
        SitePath: string;
        /** @description An adaptive-content expression; only visitors it matches see the item. */
        SiteCondition: string;
        SiteSectionList: {
            next?: components["schemas"]["ListNext"];
            count: number;
            items: components["schemas"]["SiteSection"][];
        };
        SiteSpaceList: {
            next?: components["schemas"]["ListNext"];
            count: number;
            items: components["schemas"]["SiteSpace"][];
        };
        SiteSectionCreate: {
            /** @description A space of the organization; it becomes the section's first site space. */
            spaceId: string;
            /** @description The space's title when absent or null. */
            title?: components["schemas"]["SiteSectionTitle"] | null;
            icon?: components["schemas"]["SiteIconName"] | null;
        };
        SiteSectionUpdate: {
            title?: components["schemas"]["SiteSectionTitle"];
            path?: components["schemas"]["SitePath"];
            /** @description A site space of this section. */
            defaultSiteSpace?: string;
            condition?: components["schemas"]["SiteCondition"] | null;
            icon?: components["schemas"]["SiteIconName"] | null;
            description?: string | null;
        };
        SiteSectionPointer: {
            /** @constant */
            type: "site-section";
            siteSection: string;
        };
        SiteSectionMove: {
            /** @description One of before and after; empty or absent moves to the end. */
            position?: {
                before?: components["schemas"]["SiteSectionPointer"];
                after?: components["schemas"]["SiteSectionPointer"];
            };
        };
        SiteSpaceCreate: {
            spaceId: string;
            /** @description The default section (or the site root without sections) when absent. */
            sectionId?: string;
        };
        SiteSpaceUpdate: {
            path?: components["schemas"]["SitePath"];
            condition?: components["schemas"]["SiteCondition"] | null;
            /** @description Points the site space at another space of the organization. */
            spaceId?: string;
        };
        SiteSpacePointer: {
            /** @constant */
            type: "site-space";
            siteSpace: string;
        };
        SiteSpaceMove: {
            /** @description Ours, beyond the platform (decision 0020): the section the site space moves into, in one step. Absent or its own section: it stays in its section. */
            sectionId?: string;
            /** @description One of before and after; empty or absent moves to the end. */
            position?: {
                before?: components["schemas"]["SiteSpacePointer"];
                after?: components["schemas"]["SiteSpacePointer"];
            };
        };
        /** @enum {string} */
        SiteType: "basic" | "premium" | "ultimate" | "sponsored" | "legacy-basic" | "legacy-premium";
        /** @enum {string} */
        SiteVisibility: "public" | "unlisted" | "share-link" | "visitor-auth";
        /** @enum {string} */
        SiteAgentsContext: "excluded" | "included";
        /** @description 2 to 128 characters as on the platform (its customization title has the same bounds), not only spaces; trimmed. (ours) No control characters, lone surrogates or bidirectional overrides (`x-text: line`, docs/decisions/0016). */
        SiteTitle: string;
        /** @description 1 to 100 characters as on the platform, not only spaces; trimmed, with the same text rule as every title (`x-text: line`). */
        SiteSectionGroupTitle: string;
        /** @description An icon name; null (the platform's way) is the same as none. */
        SiteSectionGroupIcon: components["schemas"]["SiteIconName"] | null;
        /** @description The path of the site under its hostname: 1 to 100 characters (the platform's bounds); (ours) letters, digits, `-` or `_`. */
        SiteBasename: string;
        /** @description A proxy, host plus path and no scheme, such as `docs.acme.test/help`. */
        SiteProxyOrigin: string;
        /** @description The site served behind a proxy: `origin` is the proxy as it was set (host plus path), `target` the address the proxy forwards visitors' requests to. */
        SiteProxy: {
            origin: components["schemas"]["SiteProxyOrigin"];
            /** Format: safe-uri */
            target: string;
        };
        /** @description The site's ads, one shape per status: `pending` says whether the site may be submitted, `in-review` the topic submitted, `rejected` why (when known), `live` and `disabled` the topic and the ad zone. */
        SiteAds: components["schemas"]["SiteAdsPending"] | components["schemas"]["SiteAdsInReview"] | components["schemas"]["SiteAdsRejected"] | components["schemas"]["SiteAdsPlaced"];
        /** @enum {string} */
        SiteAdsTopic: "webdev" | "crypto";
        SiteAdsPending: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            status: "pending";
            submittable: boolean;
        };
        SiteAdsInReview: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            status: "in-review";
            topic: components["schemas"]["SiteAdsTopic"];
        };
        SiteAdsRejected: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            status: "rejected";
            reason?: string;
        };
        SiteAdsPlaced: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            status: "live" | "disabled";
            topic: components["schemas"]["SiteAdsTopic"];
            zoneId: string;
        };
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
                    /** Format: safe-uri */
                    light: string;
                    /** Format: safe-uri */
                    dark: string;
                };
            };
            /** @description Absent without a custom hostname. */
            hostname?: string;
            basename: components["schemas"]["SiteBasename"];
            /** @description Absent without a proxy. */
            proxy?: components["schemas"]["SiteProxy"];
            visibility: components["schemas"]["SiteVisibility"];
            published: boolean;
            siteSpaces: number;
            createdAt: components["schemas"]["DateTime"];
            adaptiveContent: {
                enabled: boolean;
            };
            ads: components["schemas"]["SiteAds"];
            agentsContext: components["schemas"]["SiteAgentsContext"];
            features: {
                id: string;
                plan: string;
                frozen: boolean;
                customizations: string[];
            }[];
            urls: {
                /** Format: safe-uri */
                location: string;
                /** Format: safe-uri */
                app: string;
                /**
                 * Format: safe-uri
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
            title?: components["schemas"]["SiteTitle"];
            type?: components["schemas"]["SiteType"];
            visibility?: components["schemas"]["SiteVisibility"];
            spaces?: string[];
        };
        SiteUpdate: {
            title?: components["schemas"]["SiteTitle"];
            visibility?: components["schemas"]["SiteVisibility"];
            basename?: components["schemas"]["SiteBasename"];
            /** @description The proxy, host plus path; null removes it. */
            proxy?: components["schemas"]["SiteProxyOrigin"] | null;
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
                /** Format: safe-uri */
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
                /** Format: safe-uri */
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
            /**
             * @deprecated
             * @description The group's direct sections, in order (the platform keeps this deprecated field beside `children`, which also holds nested groups).
             */
            sections: components["schemas"]["SiteSection"][];
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
            title: components["schemas"]["SiteSectionGroupTitle"];
            icon?: components["schemas"]["SiteSectionGroupIcon"];
            sections?: string[];
            parent?: string;
        };
        SiteSectionGroupUpdate: {
            title?: components["schemas"]["SiteSectionGroupTitle"];
            /** @description null removes the icon, as on the platform. */
            icon?: components["schemas"]["SiteSectionGroupIcon"];
        };
        SiteSectionGroupAddSection: {
            sectionId: string;
        };
        SiteSectionGroupMove: {
            /** @description One of before and after; empty or absent moves to the end. */
            position?: {
                before?: components["schemas"]["SiteStructureRef"];
                after?: components["schemas"]["SiteStructureRef"];
            };
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
            /** Format: safe-url */
            url?: string;
        };
        SiteCustomizationLink: {
            title: string;
            to: components["schemas"]["SiteLinkTarget"];
        };
        /** @description A header link; `links` makes it a menu, whose `to` is null (the platform requires `to` and allows null). `condition` shows it only to visitors it matches. */
        SiteHeaderLink: {
            title: string;
            /** @description enum*; the platform's values include `link`, `button-primary`, `button-secondary`. */
            style: string;
            to: components["schemas"]["SiteLinkTarget"] | null;
            links: components["schemas"]["SiteCustomizationLink"][];
            condition?: string;
        };
        SiteColor: {
            light: string;
            dark: string;
        };
        /** @description An image (logo, favicon) for the light and the dark theme. */
        SiteThemedImage: {
            /** Format: safe-uri */
            light: string;
            /** Format: safe-uri */
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
                /**
                 * @deprecated
                 * @description Deprecated by the platform, still required in its answers: `match` tints the page background with the primary colour, `plain` leaves it white.
                 * @enum {string}
                 */
                background: "plain" | "match";
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
                /**
                 * @deprecated
                 * @description Deprecated by the platform, still required in its answers.
                 * @enum {string}
                 */
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
                /** @description 2 to 128 characters, as on the platform, even while disabled. */
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
                /**
                 * @deprecated
                 * @description The language of the site's own words (search, feedback, navigation); deprecated by the platform, still required in its answers, one of its ten locales.
                 * @enum {string}
                 */
                locale: "en" | "fr" | "es" | "zh" | "ja" | "de" | "nl" | "no" | "pt-br" | "ru";
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
                /** Format: safe-uri */
                url?: string;
            };
            socialPreview: {
                /** Format: safe-uri */
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
            /** @description What integrations inject (the same list as `integration-scripts`). */
            scripts: components["schemas"]["SiteIntegrationScript"][];
        };
        SiteSpaceIds: string[];
        /** @description `query` and `scope`, or (the platform's older forms, still accepted) `mode` at the top level: `specific` with `siteSpaceIds`, `current` with `siteSpaceId`, or `all`. Not both `scope` and `mode` (docs/decisions/0021). */
        SiteSearch: {
            query: string;
            scope?: {
                /**
                 * @description default and all search every site space; specific only `siteSpaceIds`; (ours) current only `currentSiteSpace`.
                 * @enum {string}
                 */
                mode: "default" | "specific" | "all" | "current";
                /** @description The site space the reader is in (required with current). The local platform ranks nothing, so with default it changes nothing. */
                currentSiteSpace?: string;
                /** @description The site spaces to search (required with, and only with, specific). */
                siteSpaceIds?: components["schemas"]["SiteSpaceIds"];
            };
            /**
             * @description (deprecated by the platform) The scope's mode, at the top level.
             * @enum {string}
             */
            mode?: "specific" | "current" | "all";
            /** @description (deprecated by the platform) With mode specific. */
            siteSpaceIds?: components["schemas"]["SiteSpaceIds"];
            /** @description (deprecated by the platform) With mode current. */
            siteSpaceId?: string;
        };
        SiteAIResponseRequest: {
            previousResponseId?: string;
            input: {
                /** @constant */
                role: "user";
                /** @description The question, as text or as a Document. */
                content: string | components["schemas"]["Document"];
                context?: {
                    location?: {
                        spaceId: string;
                        pageId: string;
                    };
                };
            }[];
            /** @enum {string} */
            model?: "fast" | "reasoning-low" | "reasoning-medium" | "reasoning-high";
            tools?: {
                name: string;
                description: string;
                inputSchema: {
                    /** @constant */
                    type: "object";
                    properties: {
                        [key: string]: {
                            /** @enum {string} */
                            type: "string" | "number" | "boolean" | "array" | "object";
                            description?: string;
                        };
                    };
                };
            }[];
            toolCall?: {
                tool: string;
                toolCallId: string;
                output: {
                    [key: string]: unknown;
                };
                summary?: {
                    icon: string;
                    text: string;
                };
            };
        };
        /** @description The data of one event of the AI response stream: one of the platform's eight event types. `response_reasoning` has the shape of `response_document` (the model's reasoning rather than its answer). */
        SiteAIResponseEvent: components["schemas"]["SiteAIResponseStart"] | components["schemas"]["SiteAIResponseDocument"] | components["schemas"]["SiteAIResponseFinish"] | components["schemas"]["SiteAIResponseObject"] | components["schemas"]["SiteAIResponseToolCall"] | components["schemas"]["SiteAIResponseToolCallPending"] | components["schemas"]["SiteAIResponseFollowupSuggestion"];
        SiteAIResponseStart: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "response_start";
            messageId: string;
            task?: components["schemas"]["SiteAITask"];
        };
        /** @description What the answer is for, when it answers on a comment or reviews a change request. */
        SiteAITask: components["schemas"]["SiteAITaskRespondToComment"] | components["schemas"]["SiteAITaskReviewChangeRequest"];
        SiteAITaskRespondToComment: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "respond_to_comment";
            spaceId: string;
            commentId: string;
            changeRequestId?: string;
        };
        SiteAITaskReviewChangeRequest: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "review_change_request";
            spaceId: string;
            changeRequestId: string;
        };
        SiteAIResponseDocument: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "response_document" | "response_reasoning";
            messageId: string;
            stepIndex: number;
            /** @enum {string} */
            operation: "insert" | "update";
            blocks: components["schemas"]["DocumentTopLevelBlock"][];
        };
        SiteAIResponseFinish: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "response_finish";
            messageId: string;
            responseId: string;
        };
        SiteAIResponseObject: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "response_object";
            messageId: string;
            jsonChunk: string;
        };
        /** @enum {string} */
        SiteAIToolName: "getPageContent" | "getPages" | "search" | "editPage" | "createPage" | "deletePage" | "renamePage" | "movePage" | "listModifiedPages" | "getPageDiff" | "createChangeRequest" | "comment" | "replyToComment" | "submitChangeRequestReview" | "mcp" | "other";
        SiteAIResponseToolCall: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "response_tool_call";
            messageId: string;
            stepIndex: number;
            toolCall: {
                tool: components["schemas"]["SiteAIToolName"];
            };
        };
        SiteAIResponseToolCallPending: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "response_tool_call_pending";
            messageId: string;
            stepIndex: number;
            toolCallId: string;
            toolCall: {
                tool: string;
                input: {
                    [key: string]: unknown;
                };
            };
        };
        SiteAIResponseFollowupSuggestion: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "response_followup_suggestion";
            messageId: string;
            suggestions: string[];
        };
        /** @description 1 to 50 characters (the platform's limit for space and collection titles), not only spaces; trimmed. (ours) No control characters, lone surrogates or bidirectional overrides (`x-text: line`, docs/decisions/0016). */
        ContentTitle: string;
        /** @description One emoji (a sequence of emoji code points, joiners and variation selectors, at most 16 code points), or its code points in hex joined by dashes as the platform also takes and returns them (`1f4d8`, `1f468-200d-1f4bb`); the empty string means no emoji. */
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
        /** @description inherit follows the organization's merge rules; none merges without review; rules applies the space's own `rules` (required with, and only with, type rules). */
        SpaceMergeRules: {
            /** @enum {string} */
            type: "inherit" | "none" | "rules";
            rules?: components["schemas"]["MergeRule"][];
        };
        SpaceGitSync: {
            repoName: string;
            /** @enum {string} */
            installationProvider: "github" | "gitlab";
            integration: string;
            /** Format: safe-uri */
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
                 * Format: safe-uri
                 * @description Where the API serves it.
                 */
                location: string;
                /**
                 * Format: safe-uri
                 * @description The space in the platform's app.
                 */
                app: string;
                /**
                 * Format: safe-uri
                 * @description Where readers open it; for a share-link space the caller with `viewInviteLinks` gets it with the `shareKey`.
                 */
                public: string;
                /**
                 * Format: safe-uri
                 * @description Present when the space is published in a site.
                 */
                published?: string;
                /** Format: safe-uri */
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
            /** @description Present when visibility is visitor-auth: the platform's two backends (platform-values §1.1), a custom one or an integration, which is named. */
            visitorAuth?: {
                /** @constant */
                backend: "custom";
            } | {
                /** @constant */
                backend: "integration";
                integration: string;
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
            /** @description Optional as on the platform; "Untitled" when absent (docs/decisions/0021). */
            title?: components["schemas"]["ContentTitle"];
            emoji?: components["schemas"]["Emoji"];
            /** @description A collection of this organization; absent for the organization root. */
            parent?: string;
            language?: components["schemas"]["Language"];
            editMode?: components["schemas"]["SpaceEditMode"];
            /** @description (an extra property) private when absent; in-collection needs a `parent`. */
            visibility?: components["schemas"]["SpaceVisibility"];
            /** @description The platform's template to start from. The local platform has no templates: the space starts empty (docs/decisions/0021). At most one of template, computedSource and empty. */
            template?: string;
            /** @description The platform's computed content source (an integration's content source and its properties). The local platform computes no content: the space starts empty. */
            computedSource?: Record<string, never>;
            /**
             * @description Start without content, as every space of the local platform does.
             * @constant
             */
            empty?: true;
        } & {
            [key: string]: unknown;
        };
        /** @description A role; or, as the platform also takes, `inherit` or null: the level then follows the parent collection's, or the organization's default role at the root (`read` when that is guest). Answers always carry the role (docs/decisions/0021). */
        ContentDefaultLevelUpdate: components["schemas"]["Role"] | "inherit" | null;
        /**
         * Format: safe-uri
         * @description The address of an image shown instead of an emoji (the platform's choice between `emoji` and `icon`); answered as `urls.icon`.
         */
        SpaceIcon: string;
        /** @description `emoji` and `icon` are one choice, as on the platform: setting one clears the other, null clears it, and both set at once is 400. */
        SpaceUpdate: {
            title?: components["schemas"]["ContentTitle"];
            emoji?: components["schemas"]["Emoji"] | null;
            icon?: components["schemas"]["SpaceIcon"] | null;
            editMode?: components["schemas"]["SpaceEditMode"];
            defaultLevel?: components["schemas"]["ContentDefaultLevelUpdate"];
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
        /** @description What a link points at or where it is used, one shape per `kind` (the platform's eight; there is no `anchor` here): the organization, space, collection, user or page a reference names is embedded as the object itself, as the platform answers it. */
        ContentReference: components["schemas"]["ContentReferenceFile"] | components["schemas"]["ContentReferenceUrl"] | components["schemas"]["ContentReferencePage"] | components["schemas"]["ContentReferenceUser"] | components["schemas"]["ContentReferenceCollection"] | components["schemas"]["ContentReferenceSpace"] | components["schemas"]["ContentReferenceReusableContent"] | components["schemas"]["ContentReferenceOpenAPI"];
        /** @description The revision or change request a reference was found in. The local server leaves it out: the seed's recursive form is not the platform's (platform-values §3). */
        ContentReferenceVersionContext: {
            /** @enum {string} */
            type: "revision" | "changeRequest";
            revision?: Record<string, never>;
            changeRequest?: Record<string, never>;
        };
        ContentReferenceFile: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "file";
            organization: components["schemas"]["Organization"];
            space: components["schemas"]["Space"];
            file: {
                id: string;
                name: string;
                contentType: string;
                /** Format: safe-uri */
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
            versionContext?: components["schemas"]["ContentReferenceVersionContext"];
        };
        ContentReferenceUrl: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "url";
            /** Format: safe-url */
            url: string;
        };
        ContentReferencePage: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "page";
            organization: components["schemas"]["Organization"];
            space: components["schemas"]["Space"];
            page: components["schemas"]["LinkedRevisionPage"];
            versionContext?: components["schemas"]["ContentReferenceVersionContext"];
            /** @description Where in the page, as the platform's union names it. */
            internalLocation?: {
                /** @constant */
                type: "anchor";
                anchor: string;
            } | {
                /** @constant */
                type: "node";
                node: string;
            };
        };
        ContentReferenceUser: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "user";
            user: components["schemas"]["User"];
        };
        ContentReferenceCollection: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "collection";
            organization: components["schemas"]["Organization"];
            collection: components["schemas"]["Collection"];
        };
        ContentReferenceSpace: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "space";
            organization: components["schemas"]["Organization"];
            space: components["schemas"]["Space"];
        };
        ContentReferenceReusableContent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "reusable-content";
            organization: components["schemas"]["Organization"];
            space: components["schemas"]["Space"];
            reusableContent: {
                id: string;
                title: string;
            };
            versionContext?: components["schemas"]["ContentReferenceVersionContext"];
        };
        ContentReferenceOpenAPI: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "openapi";
            organization: components["schemas"]["Organization"];
            openAPISpec: components["schemas"]["OpenAPISpec"];
        };
        RevisionPageLayout: {
            /** @enum {string} */
            width: "default" | "wide";
            cover: boolean;
            /** @enum {string} */
            coverSize: "hero" | "full";
            title: boolean;
            description: boolean;
            tableOfContents: boolean;
            outline: boolean;
            pagination: boolean;
            metadata: boolean;
        };
        /** @description A document page of a space's content, as a link reference embeds it, with its body (the platform's RevisionPageDocument is also a Document: the page carries `document`). */
        LinkedRevisionPage: {
            id: string;
            title: string;
            /** @constant */
            kind: "sheet";
            /** @constant */
            type: "document";
            urls: {
                /** Format: safe-uri */
                app: string;
            };
            slug: string;
            path: string;
            /** @description The page's child pages. */
            pages: components["schemas"]["LinkedRevisionPage"][];
            layout: components["schemas"]["RevisionPageLayout"];
            document: components["schemas"]["Document"];
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
        /**
         * @description active once ssoURL, entityID and certificate are all set; pending otherwise.
         * @enum {string}
         */
        SamlProviderStatus: "active" | "pending";
        /** @description 1 to 30 characters, not only spaces; trimmed. (ours) No control characters, lone surrogates or bidirectional overrides (`x-text: line`, docs/decisions/0016). */
        SamlLabel: string;
        /**
         * Format: safe-uri
         * @description The identity provider's sign-in address; it must be https.
         */
        SamlSsoUrl: string;
        /** @description The identity provider's issuer. */
        SamlEntityId: string;
        /** @description The identity provider's signing certificate: the whole PEM block (from `-----BEGIN CERTIFICATE-----` to `-----END CERTIFICATE-----`) or its base64 body. It is stored and answered as PEM. */
        SamlCertificate: string;
        /** @description The platform requires `ssoURL`, `entityID` and `certificate` in every answer, also while the provider is pending. It names no value for one not set yet: ours is the empty string (decision 0021), which `status: pending` explains. */
        SamlProvider: {
            /** @constant */
            object: "saml-provider";
            id: string;
            label: string;
            /** @description Empty until set. */
            ssoURL: string | "";
            /** @description Empty until set. */
            entityID: string;
            /** @description PEM; empty until set. */
            certificate: string;
            /** @description The team people who sign in this way join; absent when none. */
            defaultTeam?: components["schemas"]["Team"];
            /** @description The role people who sign in this way get (null = guest). */
            defaultRole: components["schemas"]["MemberRole"];
            createdAt: components["schemas"]["DateTime"];
            status: components["schemas"]["SamlProviderStatus"];
            /** @description What to enter in the identity provider. Derived from the organization and provider ids, so it never changes. */
            service: {
                /** Format: safe-uri */
                acsURL: string;
                /** Format: safe-uri */
                startURL: string;
                entityID: string;
            };
            urls: {
                /** Format: safe-uri */
                location: string;
            };
        };
        SamlProviderList: {
            next?: components["schemas"]["ListNext"];
            count: number;
            items: components["schemas"]["SamlProvider"][];
        };
        SamlProviderCreate: {
            label: components["schemas"]["SamlLabel"];
            entityID?: components["schemas"]["SamlEntityId"];
            certificate?: components["schemas"]["SamlCertificate"];
            ssoURL?: components["schemas"]["SamlSsoUrl"];
            /** @description Id of a team of this organization. */
            defaultTeam?: string;
            defaultRole?: components["schemas"]["MemberRole"];
        };
        SamlProviderUpdate: {
            label?: components["schemas"]["SamlLabel"];
            entityID?: components["schemas"]["SamlEntityId"] | null;
            certificate?: components["schemas"]["SamlCertificate"] | null;
            ssoURL?: components["schemas"]["SamlSsoUrl"] | null;
            defaultTeam?: string | null;
            defaultRole?: components["schemas"]["MemberRole"];
        };
        SsoLoginInfo: {
            items: {
                id: string;
                label: string;
                /** Format: safe-uri */
                startURL: string;
            }[];
        };
        /**
         * @description An owner manages the team's members.
         * @enum {string}
         */
        TeamRole: "owner" | "member";
        /** @description 1 to 64 characters, not only spaces; trimmed. (ours) No control characters, lone surrogates or bidirectional overrides (`x-text: line`, docs/decisions/0016). */
        TeamTitle: string;
        Team: {
            /** @constant */
            object: "team";
            id: string;
            title: string;
            /** @description How many members the team has now. */
            members: number;
            /** @description How many of the organization's spaces (not deleted) the team can reach. */
            spaces: number;
            createdAt: components["schemas"]["DateTime"];
            permissions: {
                /** @description The caller may change the team's members (an admin or an owner). */
                admin: boolean;
                view: boolean;
            };
        };
        TeamList: {
            next?: components["schemas"]["ListNext"];
            count: number;
            items: components["schemas"]["Team"][];
        };
        TeamCreate: {
            title: components["schemas"]["TeamTitle"];
            /** @description User ids of members of the organization. */
            members?: string[];
        };
        TeamUpdate: {
            title: components["schemas"]["TeamTitle"];
        };
        TeamMembership: {
            organization: components["schemas"]["Member"];
            team: {
                role: components["schemas"]["TeamRole"];
            };
            permissions: {
                view: boolean;
            };
        };
        TeamMembershipList: {
            next?: components["schemas"]["ListNext"];
            count: number;
            items: components["schemas"]["TeamMembership"][];
        };
        /** @description A member's user id, or their email (matched case-insensitively). */
        TeamMemberReference: string;
        TeamMembersUpdate: {
            add?: components["schemas"]["TeamMemberReference"][];
            remove?: components["schemas"]["TeamMemberReference"][];
            /** @description Team roles by user id; each user must be in the team after add and remove. */
            memberships?: {
                [key: string]: {
                    role: components["schemas"]["TeamRole"];
                };
            };
        };
        TeamMemberUpdate: {
            role?: components["schemas"]["TeamRole"];
        };
        /** @enum {string} */
        TranslationStatus: "pending" | "running" | "completed";
        TranslationSource: {
            /** @description Id of the source space. */
            space: string;
            language: components["schemas"]["Language"];
        };
        /** @description Finished runs only. Durations are seconds, as on the platform: the time a run spent running. */
        TranslationStats: {
            runs: number;
            totalWords: number;
            totalPages: number;
            totalDuration: number;
            latestRunDuration: number;
            latestPages: number;
            latestWords: number;
        };
        /** @description (ours) The run not finished yet. While it is pending, `pages`, `words` and `completesAt` are estimates: a change merged before it starts joins it. */
        TranslationCurrentRun: {
            requestedAt: components["schemas"]["DateTime"];
            startsAt: components["schemas"]["DateTime"];
            completesAt: components["schemas"]["DateTime"];
            pages: number;
            words: number;
        };
        Translation: {
            /** @constant */
            object: "translation";
            id: string;
            status: components["schemas"]["TranslationStatus"];
            source: components["schemas"]["TranslationSource"];
            language: components["schemas"]["Language"];
            instructions: components["schemas"]["Document"];
            /** @description The translated space and the revision the last run made; absent before the first run finished. */
            result?: {
                space: string;
                revision: string;
            };
            createdAt: components["schemas"]["DateTime"];
            /** @description The last change, by a person or by a run moving on. */
            updatedAt: components["schemas"]["DateTime"];
            stats: components["schemas"]["TranslationStats"];
            /** @description (ours) How far the running run is, in percent; only while running. */
            progress?: number;
            currentRun?: components["schemas"]["TranslationCurrentRun"];
            permissions: {
                view: boolean;
                edit: boolean;
            };
            urls: {
                /** Format: safe-uri */
                location: string;
            };
        };
        TranslationList: {
            next?: components["schemas"]["ListNext"];
            count: number;
            items: components["schemas"]["Translation"][];
        };
        TranslationCreate: {
            language: components["schemas"]["Language"];
            source: {
                space: string;
                /** @description The space's language when absent. */
                language?: components["schemas"]["Language"];
            };
            instructions?: components["schemas"]["Document"];
        };
        TranslationUpdate: {
            instructions: components["schemas"]["Document"];
        };
        TranslationEstimate: {
            /** @description Pages a first run translates. */
            pages: number;
            words: number;
            /** @description Milliseconds from the request to the end of the run (pending included). */
            duration: number;
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
        /** @description The organization would be left without an admin */
        LastAdmin: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The structure already has it, or would be left without something it needs */
        SiteStructureConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The team would be left without an owner */
        LastOwner: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The space already has a translation into this language; the message names it */
        TranslationExists: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The source space was deleted, so there is nothing to translate */
        TranslationSourceGone: {
            headers: {
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
        /** @description Items per page; 50 when absent. 0 answers no items, only `count`, with `next` at the same place while there are items (docs/decisions/0021). */
        Limit: number;
        CommentId: string;
        /** @description How comment bodies are answered: `document` (the rich-text Document, the default) or `markdown`. */
        BodyFormat: "document" | "markdown";
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
        ImportRunId: string;
        IntegrationName: components["schemas"]["IntegrationName"];
        InstallationId: string;
        IntegrationEventId: string;
        UserId: string;
        /** @description The slug, in any case. */
        SpecSlug: components["schemas"]["OpenAPISpecSlug"];
        PageId: string;
        /** @description The page's full path, slashes included as they are (`getting-started/architecture`); `%2F` for a slash is read the same. */
        PagePath: string;
        RevisionId: string;
        /** @description false leaves out git metadata that can change; this server keeps none. */
        Metadata: boolean;
        /** @description false leaves computed content uncomputed; this server has none. */
        Computed: boolean;
        /** @description The form of the page's body: `document` (the Document, also when absent) or `markdown`. Never both. */
        PageFormat: "document" | "markdown";
        /** @description Whether expressions are evaluated (`true`, `false` or `deterministic-only`); pages here hold no expressions, so the body is the same either way. */
        Evaluated: "true" | "false" | "deterministic-only";
        /** @description At most this many changes (10 when absent); `more` counts the rest. */
        ChangesLimit: number;
        SiteSectionId: string;
        SiteSpaceId: string;
        /** @description The secret of a share-link site. Members already read the structure, so it changes nothing here; it is accepted for clients of the published content. */
        SiteShareKey: string;
        SiteId: string;
        SiteSectionGroupId: string;
        SpaceId: string;
        SamlProviderId: string;
        TeamId: string;
        TranslationId: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type Error = components['schemas']['Error'];
export type ListNext = components['schemas']['ListNext'];
export type Role = components['schemas']['Role'];
export type MemberRole = components['schemas']['MemberRole'];
export type SafeUrl = components['schemas']['SafeUrl'];
export type DateTime = components['schemas']['DateTime'];
export type EmailDomain = components['schemas']['EmailDomain'];
export type Hostname = components['schemas']['Hostname'];
export type User = components['schemas']['User'];
export type SearchResultSection = components['schemas']['SearchResultSection'];
export type SearchResultPage = components['schemas']['SearchResultPage'];
export type SearchResultItem = components['schemas']['SearchResultItem'];
export type SearchResultList = components['schemas']['SearchResultList'];
export type MergeRuleUsers = components['schemas']['MergeRuleUsers'];
export type MergeRule = components['schemas']['MergeRule'];
export type MergeRuleRequireSpecificReviewers = components['schemas']['MergeRuleRequireSpecificReviewers'];
export type MergeRuleRequireOneOfSpecificReviewers = components['schemas']['MergeRuleRequireOneOfSpecificReviewers'];
export type MergeRuleAllowBypass = components['schemas']['MergeRuleAllowBypass'];
export type MergeRuleRequireAtLeastOneReview = components['schemas']['MergeRuleRequireAtLeastOneReview'];
export type MergeRuleRequireAllReviewsApproved = components['schemas']['MergeRuleRequireAllReviewsApproved'];
export type MergeRuleRequireAgentReview = components['schemas']['MergeRuleRequireAgentReview'];
export type MergeRuleRequireUpToDate = components['schemas']['MergeRuleRequireUpToDate'];
export type MergeRuleRequireSubject = components['schemas']['MergeRuleRequireSubject'];
export type MergeRuleRequireDescription = components['schemas']['MergeRuleRequireDescription'];
export type MergeRuleCustom = components['schemas']['MergeRuleCustom'];
export type ReviewStatus = components['schemas']['ReviewStatus'];
export type BodyDoc = components['schemas']['BodyDoc'];
export type ChangeRequestReview = components['schemas']['ChangeRequestReview'];
export type ChangeRequestReviewList = components['schemas']['ChangeRequestReviewList'];
export type ChangeRequestReviewCreate = components['schemas']['ChangeRequestReviewCreate'];
export type ChangeRequestRequestedReviewer = components['schemas']['ChangeRequestRequestedReviewer'];
export type ChangeRequestRequestedReviewerList = components['schemas']['ChangeRequestRequestedReviewerList'];
export type ChangeRequestReviewersRequest = components['schemas']['ChangeRequestReviewersRequest'];
export type ChangeRequestReviewersRequested = components['schemas']['ChangeRequestReviewersRequested'];
export type ChangeRequestContributor = components['schemas']['ChangeRequestContributor'];
export type ChangeRequestContributorList = components['schemas']['ChangeRequestContributorList'];
export type ChangedPage = components['schemas']['ChangedPage'];
export type ChangedString = components['schemas']['ChangedString'];
export type ChangedValue = components['schemas']['ChangedValue'];
export type ChangedFile = components['schemas']['ChangedFile'];
export type ChangedReusableContent = components['schemas']['ChangedReusableContent'];
export type RevisionSemanticChange = components['schemas']['RevisionSemanticChange'];
export type RevisionSemanticChanges = components['schemas']['RevisionSemanticChanges'];
export type CommentPermissions = components['schemas']['CommentPermissions'];
export type Reaction = components['schemas']['Reaction'];
export type CommentTarget = components['schemas']['CommentTarget'];
export type CommentTableCell = components['schemas']['CommentTableCell'];
export type Comment = components['schemas']['Comment'];
export type CommentReply = components['schemas']['CommentReply'];
export type CommentList = components['schemas']['CommentList'];
export type CommentReplyList = components['schemas']['CommentReplyList'];
export type CommentCreate = components['schemas']['CommentCreate'];
export type CommentReplyCreate = components['schemas']['CommentReplyCreate'];
export type CommentUpdate = components['schemas']['CommentUpdate'];
export type ChangeRequestMergeability = components['schemas']['ChangeRequestMergeability'];
export type MergeRuleCheck = components['schemas']['MergeRuleCheck'];
export type ChangeRequestReviewSummary = components['schemas']['ChangeRequestReviewSummary'];
export type ChangeRequestStatus = components['schemas']['ChangeRequestStatus'];
export type ChangeRequestSubject = components['schemas']['ChangeRequestSubject'];
export type ChangeRequestSubjectInput = components['schemas']['ChangeRequestSubjectInput'];
export type ChangeRequestPermissions = components['schemas']['ChangeRequestPermissions'];
export type ChangeRequestPage = components['schemas']['ChangeRequestPage'];
export type ChangeRequest = components['schemas']['ChangeRequest'];
export type ChangeRequestConflict = components['schemas']['ChangeRequestConflict'];
export type ChangeRequestList = components['schemas']['ChangeRequestList'];
export type ChangeRequestCreate = components['schemas']['ChangeRequestCreate'];
export type ChangeRequestUpdate = components['schemas']['ChangeRequestUpdate'];
export type ChangeRequestMergeResult = components['schemas']['ChangeRequestMergeResult'];
export type ChangeRequestUpdateResult = components['schemas']['ChangeRequestUpdateResult'];
export type ChangeRequestPdf = components['schemas']['ChangeRequestPdf'];
export type CollectionDescription = components['schemas']['CollectionDescription'];
export type CollectionPermissions = components['schemas']['CollectionPermissions'];
export type Collection = components['schemas']['Collection'];
export type CollectionList = components['schemas']['CollectionList'];
export type CollectionCreate = components['schemas']['CollectionCreate'];
export type CollectionUpdate = components['schemas']['CollectionUpdate'];
export type IssuesClusterStatus = components['schemas']['IssuesClusterStatus'];
export type IssuesClusterStats = components['schemas']['IssuesClusterStats'];
export type IssuesCluster = components['schemas']['IssuesCluster'];
export type IssuesClusterList = components['schemas']['IssuesClusterList'];
export type ConversationPartRole = components['schemas']['ConversationPartRole'];
export type ConversationPart = components['schemas']['ConversationPart'];
export type ConversationAttributes = components['schemas']['ConversationAttributes'];
export type ConversationInput = components['schemas']['ConversationInput'];
export type Conversation = components['schemas']['Conversation'];
export type ConversationList = components['schemas']['ConversationList'];
export type ConversationDetail = components['schemas']['ConversationDetail'];
export type ConversationIssue = components['schemas']['ConversationIssue'];
export type ConversationIssueWithConversation = components['schemas']['ConversationIssueWithConversation'];
export type ConversationIssueList = components['schemas']['ConversationIssueList'];
export type Document = components['schemas']['Document'];
export type DocumentText = components['schemas']['DocumentText'];
export type DocumentLeaf = components['schemas']['DocumentLeaf'];
export type DocumentMark = components['schemas']['DocumentMark'];
export type DocumentPlainMark = components['schemas']['DocumentPlainMark'];
export type DocumentColorMark = components['schemas']['DocumentColorMark'];
export type DocumentTextColor = components['schemas']['DocumentTextColor'];
export type DocumentAlign = components['schemas']['DocumentAlign'];
export type DocumentLength = components['schemas']['DocumentLength'];
export type DocumentMeta = components['schemas']['DocumentMeta'];
export type DocumentFragment = components['schemas']['DocumentFragment'];
export type ContentRef = components['schemas']['ContentRef'];
export type ContentRefUrlOrFile = components['schemas']['ContentRefUrlOrFile'];
export type ContentRefFile = components['schemas']['ContentRefFile'];
export type ContentRefUrl = components['schemas']['ContentRefUrl'];
export type ContentRefPage = components['schemas']['ContentRefPage'];
export type ContentRefAnchor = components['schemas']['ContentRefAnchor'];
export type ContentRefUser = components['schemas']['ContentRefUser'];
export type ContentRefCollection = components['schemas']['ContentRefCollection'];
export type ContentRefSpace = components['schemas']['ContentRefSpace'];
export type ContentRefReusableContent = components['schemas']['ContentRefReusableContent'];
export type ContentRefOpenAPI = components['schemas']['ContentRefOpenAPI'];
export type DocumentBlock = components['schemas']['DocumentBlock'];
export type DocumentTopLevelBlock = components['schemas']['DocumentTopLevelBlock'];
export type DocumentEssentialBlock = components['schemas']['DocumentEssentialBlock'];
export type DocumentListItemBlock = components['schemas']['DocumentListItemBlock'];
export type DocumentQuoteBlock = components['schemas']['DocumentQuoteBlock'];
export type DocumentStepBlock = components['schemas']['DocumentStepBlock'];
export type DocumentColumnBlock = components['schemas']['DocumentColumnBlock'];
export type DocumentExpandableBodyBlock = components['schemas']['DocumentExpandableBodyBlock'];
export type DocumentAnnotationBodyBlock = components['schemas']['DocumentAnnotationBodyBlock'];
export type DocumentInlineContent = components['schemas']['DocumentInlineContent'];
export type DocumentCodeLineContent = components['schemas']['DocumentCodeLineContent'];
export type DocumentCodeLineInline = components['schemas']['DocumentCodeLineInline'];
export type DocumentLinkContent = components['schemas']['DocumentLinkContent'];
export type DocumentInline = components['schemas']['DocumentInline'];
export type DocumentParagraph = components['schemas']['DocumentParagraph'];
export type DocumentHeading = components['schemas']['DocumentHeading'];
export type DocumentListOrdered = components['schemas']['DocumentListOrdered'];
export type DocumentListUnordered = components['schemas']['DocumentListUnordered'];
export type DocumentListTasks = components['schemas']['DocumentListTasks'];
export type DocumentListItem = components['schemas']['DocumentListItem'];
export type DocumentEmptyData = components['schemas']['DocumentEmptyData'];
export type DocumentDivider = components['schemas']['DocumentDivider'];
export type DocumentBlockquote = components['schemas']['DocumentBlockquote'];
export type DocumentHint = components['schemas']['DocumentHint'];
export type DocumentImages = components['schemas']['DocumentImages'];
export type DocumentImage = components['schemas']['DocumentImage'];
export type DocumentFile = components['schemas']['DocumentFile'];
export type DocumentDrawing = components['schemas']['DocumentDrawing'];
export type DocumentEmbed = components['schemas']['DocumentEmbed'];
export type DocumentCode = components['schemas']['DocumentCode'];
export type DocumentCodeLine = components['schemas']['DocumentCodeLine'];
export type DocumentMath = components['schemas']['DocumentMath'];
export type DocumentExpandable = components['schemas']['DocumentExpandable'];
export type DocumentExpandableTitle = components['schemas']['DocumentExpandableTitle'];
export type DocumentExpandableBody = components['schemas']['DocumentExpandableBody'];
export type DocumentTabs = components['schemas']['DocumentTabs'];
export type DocumentTabsItem = components['schemas']['DocumentTabsItem'];
export type DocumentStepper = components['schemas']['DocumentStepper'];
export type DocumentStepperStep = components['schemas']['DocumentStepperStep'];
export type DocumentTable = components['schemas']['DocumentTable'];
export type DocumentSwagger = components['schemas']['DocumentSwagger'];
export type DocumentOpenAPIOperation = components['schemas']['DocumentOpenAPIOperation'];
export type DocumentOpenAPISchemas = components['schemas']['DocumentOpenAPISchemas'];
export type DocumentOpenAPIWebhook = components['schemas']['DocumentOpenAPIWebhook'];
export type DocumentContentRef = components['schemas']['DocumentContentRef'];
export type DocumentIntegration = components['schemas']['DocumentIntegration'];
export type DocumentReusableContent = components['schemas']['DocumentReusableContent'];
export type DocumentIf = components['schemas']['DocumentIf'];
export type DocumentColumns = components['schemas']['DocumentColumns'];
export type DocumentColumn = components['schemas']['DocumentColumn'];
export type DocumentTableView = components['schemas']['DocumentTableView'];
export type DocumentTableGridView = components['schemas']['DocumentTableGridView'];
export type DocumentTableCardsView = components['schemas']['DocumentTableCardsView'];
export type DocumentTableRecord = components['schemas']['DocumentTableRecord'];
export type DocumentTableValue = components['schemas']['DocumentTableValue'];
export type DocumentTableDefinition = components['schemas']['DocumentTableDefinition'];
export type DocumentTableTextColumn = components['schemas']['DocumentTableTextColumn'];
export type DocumentTablePlainColumn = components['schemas']['DocumentTablePlainColumn'];
export type DocumentTableUsersColumn = components['schemas']['DocumentTableUsersColumn'];
export type DocumentTableRatingColumn = components['schemas']['DocumentTableRatingColumn'];
export type DocumentTableSelectColumn = components['schemas']['DocumentTableSelectColumn'];
export type DocumentLink = components['schemas']['DocumentLink'];
export type DocumentEmoji = components['schemas']['DocumentEmoji'];
export type DocumentIcon = components['schemas']['DocumentIcon'];
export type DocumentExpression = components['schemas']['DocumentExpression'];
export type DocumentInlineMath = components['schemas']['DocumentInlineMath'];
export type DocumentInlineImage = components['schemas']['DocumentInlineImage'];
export type DocumentAnnotation = components['schemas']['DocumentAnnotation'];
export type DocumentMention = components['schemas']['DocumentMention'];
export type DocumentButton = components['schemas']['DocumentButton'];
export type ImportRunStatus = components['schemas']['ImportRunStatus'];
export type ImportSourceWebsite = components['schemas']['ImportSourceWebsite'];
export type ImportSource = components['schemas']['ImportSource'];
export type ImportTarget = components['schemas']['ImportTarget'];
export type ImportRunCreate = components['schemas']['ImportRunCreate'];
export type ImportRunPage = components['schemas']['ImportRunPage'];
export type ImportRun = components['schemas']['ImportRun'];
export type ImportRunList = components['schemas']['ImportRunList'];
export type IntegrationName = components['schemas']['IntegrationName'];
export type IntegrationTarget = components['schemas']['IntegrationTarget'];
export type IntegrationVisibility = components['schemas']['IntegrationVisibility'];
export type IntegrationScope = components['schemas']['IntegrationScope'];
export type IntegrationCategory = components['schemas']['IntegrationCategory'];
export type IntegrationRuntime = components['schemas']['IntegrationRuntime'];
export type IntegrationBlock = components['schemas']['IntegrationBlock'];
export type IntegrationContentSource = components['schemas']['IntegrationContentSource'];
export type IntegrationConfigurationProperty = components['schemas']['IntegrationConfigurationProperty'];
export type IntegrationConfiguration = components['schemas']['IntegrationConfiguration'];
export type IntegrationConfigurations = components['schemas']['IntegrationConfigurations'];
export type IntegrationExternalLink = components['schemas']['IntegrationExternalLink'];
export type Integration = components['schemas']['Integration'];
export type IntegrationList = components['schemas']['IntegrationList'];
export type Base64 = components['schemas']['Base64'];
export type IntegrationPublish = components['schemas']['IntegrationPublish'];
export type IntegrationContentSecurityPolicy = components['schemas']['IntegrationContentSecurityPolicy'];
export type IntegrationContentSecurityDirectives = components['schemas']['IntegrationContentSecurityDirectives'];
export type ContentSecurityDirectiveValue = components['schemas']['ContentSecurityDirectiveValue'];
export type IntegrationInstallationStatus = components['schemas']['IntegrationInstallationStatus'];
export type IntegrationSelection = components['schemas']['IntegrationSelection'];
export type IntegrationInstallation = components['schemas']['IntegrationInstallation'];
export type IntegrationInstallationList = components['schemas']['IntegrationInstallationList'];
export type IntegrationInstall = components['schemas']['IntegrationInstall'];
export type IntegrationInstallationUpdate = components['schemas']['IntegrationInstallationUpdate'];
export type IntegrationEventType = components['schemas']['IntegrationEventType'];
export type IntegrationEventLog = components['schemas']['IntegrationEventLog'];
export type IntegrationEvent = components['schemas']['IntegrationEvent'];
export type IntegrationEventTrace = components['schemas']['IntegrationEventTrace'];
export type IntegrationEventWithTrace = components['schemas']['IntegrationEventWithTrace'];
export type IntegrationEventPayload = components['schemas']['IntegrationEventPayload'];
export type IntegrationEventPrevious = components['schemas']['IntegrationEventPrevious'];
export type IntegrationEventVisitor = components['schemas']['IntegrationEventVisitor'];
export type InstallationSetupEvent = components['schemas']['InstallationSetupEvent'];
export type InstallationDeletedEvent = components['schemas']['InstallationDeletedEvent'];
export type SpaceInstallationSetupEvent = components['schemas']['SpaceInstallationSetupEvent'];
export type SpaceInstallationDeletedEvent = components['schemas']['SpaceInstallationDeletedEvent'];
export type SiteInstallationSetupEvent = components['schemas']['SiteInstallationSetupEvent'];
export type SiteInstallationDeletedEvent = components['schemas']['SiteInstallationDeletedEvent'];
export type SiteViewEvent = components['schemas']['SiteViewEvent'];
export type SpaceContentUpdatedEvent = components['schemas']['SpaceContentUpdatedEvent'];
export type SpaceGitSyncCompletedEvent = components['schemas']['SpaceGitSyncCompletedEvent'];
export type SpaceGitSyncStartedEvent = components['schemas']['SpaceGitSyncStartedEvent'];
export type SpaceVisibilityUpdatedEvent = components['schemas']['SpaceVisibilityUpdatedEvent'];
export type FetchEvent = components['schemas']['FetchEvent'];
export type FetchPublishedScriptEvent = components['schemas']['FetchPublishedScriptEvent'];
export type FetchVisitorAuthenticationEvent = components['schemas']['FetchVisitorAuthenticationEvent'];
export type UIRenderEvent = components['schemas']['UIRenderEvent'];
export type ContentComputeEvent = components['schemas']['ContentComputeEvent'];
export type PageFeedbackEvent = components['schemas']['PageFeedbackEvent'];
export type IntegrationEventList = components['schemas']['IntegrationEventList'];
export type OrganizationInstallation = components['schemas']['OrganizationInstallation'];
export type OrganizationInstallationList = components['schemas']['OrganizationInstallationList'];
export type IntegrationInstallationStatusItem = components['schemas']['IntegrationInstallationStatusItem'];
export type IntegrationInstallationStatusList = components['schemas']['IntegrationInstallationStatusList'];
export type SiteIntegrationScript = components['schemas']['SiteIntegrationScript'];
export type MemberRoleFilter = components['schemas']['MemberRoleFilter'];
export type Member = components['schemas']['Member'];
export type MemberList = components['schemas']['MemberList'];
export type MemberUpdate = components['schemas']['MemberUpdate'];
export type OpenAPISpecSlug = components['schemas']['OpenAPISpecSlug'];
export type OpenAPISpecVisibility = components['schemas']['OpenAPISpecVisibility'];
export type OpenAPISpecProcessingState = components['schemas']['OpenAPISpecProcessingState'];
export type OpenAPISpecErrorCode = components['schemas']['OpenAPISpecErrorCode'];
export type OpenAPISpecSourceURL = components['schemas']['OpenAPISpecSourceURL'];
export type OpenAPISpecError = components['schemas']['OpenAPISpecError'];
export type OpenAPISpec = components['schemas']['OpenAPISpec'];
export type OpenAPISpecList = components['schemas']['OpenAPISpecList'];
export type OpenAPISpecSource = components['schemas']['OpenAPISpecSource'];
export type OpenAPISpecSourceText = components['schemas']['OpenAPISpecSourceText'];
export type OpenAPISpecCreate = components['schemas']['OpenAPISpecCreate'];
export type OpenAPISpecReplace = components['schemas']['OpenAPISpecReplace'];
export type OpenAPISpecUpdate = components['schemas']['OpenAPISpecUpdate'];
export type OpenAPISpecVersion = components['schemas']['OpenAPISpecVersion'];
export type OpenAPISpecVersionList = components['schemas']['OpenAPISpecVersionList'];
export type OrganizationType = components['schemas']['OrganizationType'];
export type OrganizationUseCase = components['schemas']['OrganizationUseCase'];
export type OrganizationCommunityType = components['schemas']['OrganizationCommunityType'];
export type OrganizationPlan = components['schemas']['OrganizationPlan'];
export type DefaultContent = components['schemas']['DefaultContent'];
export type OrganizationMergeRules = components['schemas']['OrganizationMergeRules'];
export type PlanPrice = components['schemas']['PlanPrice'];
export type Organization = components['schemas']['Organization'];
export type OrganizationPublic = components['schemas']['OrganizationPublic'];
export type OrganizationList = components['schemas']['OrganizationList'];
export type OrganizationUpdate = components['schemas']['OrganizationUpdate'];
export type AgentInstructions = components['schemas']['AgentInstructions'];
export type AgentInstructionsUpdate = components['schemas']['AgentInstructionsUpdate'];
export type RevisionType = components['schemas']['RevisionType'];
export type Revision = components['schemas']['Revision'];
export type RevisionFile = components['schemas']['RevisionFile'];
export type RevisionReusableContent = components['schemas']['RevisionReusableContent'];
export type RevisionPageList = components['schemas']['RevisionPageList'];
export type RevisionPage = components['schemas']['RevisionPage'];
export type RevisionPageChild = components['schemas']['RevisionPageChild'];
export type RevisionPageLink = components['schemas']['RevisionPageLink'];
export type RevisionOutline = components['schemas']['RevisionOutline'];
export type RevisionOutlinePage = components['schemas']['RevisionOutlinePage'];
export type RevisionOutlineChild = components['schemas']['RevisionOutlineChild'];
export type RevisionOutlineDocument = components['schemas']['RevisionOutlineDocument'];
export type RevisionOutlineGroup = components['schemas']['RevisionOutlineGroup'];
export type RevisionPageDocument = components['schemas']['RevisionPageDocument'];
export type RevisionPageGroup = components['schemas']['RevisionPageGroup'];
export type SiteSectionTitle = components['schemas']['SiteSectionTitle'];
export type SitePath = components['schemas']['SitePath'];
export type SiteCondition = components['schemas']['SiteCondition'];
export type SiteSectionList = components['schemas']['SiteSectionList'];
export type SiteSpaceList = components['schemas']['SiteSpaceList'];
export type SiteSectionCreate = components['schemas']['SiteSectionCreate'];
export type SiteSectionUpdate = components['schemas']['SiteSectionUpdate'];
export type SiteSectionPointer = components['schemas']['SiteSectionPointer'];
export type SiteSectionMove = components['schemas']['SiteSectionMove'];
export type SiteSpaceCreate = components['schemas']['SiteSpaceCreate'];
export type SiteSpaceUpdate = components['schemas']['SiteSpaceUpdate'];
export type SiteSpacePointer = components['schemas']['SiteSpacePointer'];
export type SiteSpaceMove = components['schemas']['SiteSpaceMove'];
export type SiteType = components['schemas']['SiteType'];
export type SiteVisibility = components['schemas']['SiteVisibility'];
export type SiteAgentsContext = components['schemas']['SiteAgentsContext'];
export type SiteTitle = components['schemas']['SiteTitle'];
export type SiteSectionGroupTitle = components['schemas']['SiteSectionGroupTitle'];
export type SiteSectionGroupIcon = components['schemas']['SiteSectionGroupIcon'];
export type SiteBasename = components['schemas']['SiteBasename'];
export type SiteProxyOrigin = components['schemas']['SiteProxyOrigin'];
export type SiteProxy = components['schemas']['SiteProxy'];
export type SiteAds = components['schemas']['SiteAds'];
export type SiteAdsTopic = components['schemas']['SiteAdsTopic'];
export type SiteAdsPending = components['schemas']['SiteAdsPending'];
export type SiteAdsInReview = components['schemas']['SiteAdsInReview'];
export type SiteAdsRejected = components['schemas']['SiteAdsRejected'];
export type SiteAdsPlaced = components['schemas']['SiteAdsPlaced'];
export type SiteIconName = components['schemas']['SiteIconName'];
export type Site = components['schemas']['Site'];
export type SiteList = components['schemas']['SiteList'];
export type SiteCreate = components['schemas']['SiteCreate'];
export type SiteUpdate = components['schemas']['SiteUpdate'];
export type SiteSpace = components['schemas']['SiteSpace'];
export type SiteSection = components['schemas']['SiteSection'];
export type SiteSectionGroup = components['schemas']['SiteSectionGroup'];
export type SiteSectionGroupList = components['schemas']['SiteSectionGroupList'];
export type SiteStructureItem = components['schemas']['SiteStructureItem'];
export type SiteStructure = components['schemas']['SiteStructure'];
export type SiteStructureRef = components['schemas']['SiteStructureRef'];
export type SiteStructurePosition = components['schemas']['SiteStructurePosition'];
export type SiteStructureSort = components['schemas']['SiteStructureSort'];
export type SiteSectionGroupCreate = components['schemas']['SiteSectionGroupCreate'];
export type SiteSectionGroupUpdate = components['schemas']['SiteSectionGroupUpdate'];
export type SiteSectionGroupAddSection = components['schemas']['SiteSectionGroupAddSection'];
export type SiteSectionGroupMove = components['schemas']['SiteSectionGroupMove'];
export type SiteAdaptiveSchema = components['schemas']['SiteAdaptiveSchema'];
export type SiteAdaptiveSchemaUpdate = components['schemas']['SiteAdaptiveSchemaUpdate'];
export type SiteTemplateConditions = components['schemas']['SiteTemplateConditions'];
export type SiteLinkTarget = components['schemas']['SiteLinkTarget'];
export type SiteCustomizationLink = components['schemas']['SiteCustomizationLink'];
export type SiteHeaderLink = components['schemas']['SiteHeaderLink'];
export type SiteColor = components['schemas']['SiteColor'];
export type SiteThemedImage = components['schemas']['SiteThemedImage'];
export type SiteEnabledFlag = components['schemas']['SiteEnabledFlag'];
export type SiteCustomization = components['schemas']['SiteCustomization'];
export type PublishedContentSite = components['schemas']['PublishedContentSite'];
export type SiteSpaceIds = components['schemas']['SiteSpaceIds'];
export type SiteSearch = components['schemas']['SiteSearch'];
export type SiteAIResponseRequest = components['schemas']['SiteAIResponseRequest'];
export type SiteAIResponseEvent = components['schemas']['SiteAIResponseEvent'];
export type SiteAIResponseStart = components['schemas']['SiteAIResponseStart'];
export type SiteAITask = components['schemas']['SiteAITask'];
export type SiteAITaskRespondToComment = components['schemas']['SiteAITaskRespondToComment'];
export type SiteAITaskReviewChangeRequest = components['schemas']['SiteAITaskReviewChangeRequest'];
export type SiteAIResponseDocument = components['schemas']['SiteAIResponseDocument'];
export type SiteAIResponseFinish = components['schemas']['SiteAIResponseFinish'];
export type SiteAIResponseObject = components['schemas']['SiteAIResponseObject'];
export type SiteAIToolName = components['schemas']['SiteAIToolName'];
export type SiteAIResponseToolCall = components['schemas']['SiteAIResponseToolCall'];
export type SiteAIResponseToolCallPending = components['schemas']['SiteAIResponseToolCallPending'];
export type SiteAIResponseFollowupSuggestion = components['schemas']['SiteAIResponseFollowupSuggestion'];
export type ContentTitle = components['schemas']['ContentTitle'];
export type Emoji = components['schemas']['Emoji'];
export type Language = components['schemas']['Language'];
export type SpaceVisibility = components['schemas']['SpaceVisibility'];
export type SpaceEditMode = components['schemas']['SpaceEditMode'];
export type SpaceMergeRules = components['schemas']['SpaceMergeRules'];
export type SpaceGitSync = components['schemas']['SpaceGitSync'];
export type SpacePermissions = components['schemas']['SpacePermissions'];
export type Space = components['schemas']['Space'];
export type SpaceList = components['schemas']['SpaceList'];
export type SpaceCreate = components['schemas']['SpaceCreate'];
export type ContentDefaultLevelUpdate = components['schemas']['ContentDefaultLevelUpdate'];
export type SpaceIcon = components['schemas']['SpaceIcon'];
export type SpaceUpdate = components['schemas']['SpaceUpdate'];
export type ContentSibling = components['schemas']['ContentSibling'];
export type ContentPosition = components['schemas']['ContentPosition'];
export type ContentMove = components['schemas']['ContentMove'];
export type ContentTransfer = components['schemas']['ContentTransfer'];
export type ContentLinkStatus = components['schemas']['ContentLinkStatus'];
export type ContentReference = components['schemas']['ContentReference'];
export type ContentReferenceVersionContext = components['schemas']['ContentReferenceVersionContext'];
export type ContentReferenceFile = components['schemas']['ContentReferenceFile'];
export type ContentReferenceUrl = components['schemas']['ContentReferenceUrl'];
export type ContentReferencePage = components['schemas']['ContentReferencePage'];
export type ContentReferenceUser = components['schemas']['ContentReferenceUser'];
export type ContentReferenceCollection = components['schemas']['ContentReferenceCollection'];
export type ContentReferenceSpace = components['schemas']['ContentReferenceSpace'];
export type ContentReferenceReusableContent = components['schemas']['ContentReferenceReusableContent'];
export type ContentReferenceOpenAPI = components['schemas']['ContentReferenceOpenAPI'];
export type RevisionPageLayout = components['schemas']['RevisionPageLayout'];
export type LinkedRevisionPage = components['schemas']['LinkedRevisionPage'];
export type ContentLink = components['schemas']['ContentLink'];
export type ContentLinkList = components['schemas']['ContentLinkList'];
export type SamlProviderStatus = components['schemas']['SamlProviderStatus'];
export type SamlLabel = components['schemas']['SamlLabel'];
export type SamlSsoUrl = components['schemas']['SamlSsoUrl'];
export type SamlEntityId = components['schemas']['SamlEntityId'];
export type SamlCertificate = components['schemas']['SamlCertificate'];
export type SamlProvider = components['schemas']['SamlProvider'];
export type SamlProviderList = components['schemas']['SamlProviderList'];
export type SamlProviderCreate = components['schemas']['SamlProviderCreate'];
export type SamlProviderUpdate = components['schemas']['SamlProviderUpdate'];
export type SsoLoginInfo = components['schemas']['SsoLoginInfo'];
export type TeamRole = components['schemas']['TeamRole'];
export type TeamTitle = components['schemas']['TeamTitle'];
export type Team = components['schemas']['Team'];
export type TeamList = components['schemas']['TeamList'];
export type TeamCreate = components['schemas']['TeamCreate'];
export type TeamUpdate = components['schemas']['TeamUpdate'];
export type TeamMembership = components['schemas']['TeamMembership'];
export type TeamMembershipList = components['schemas']['TeamMembershipList'];
export type TeamMemberReference = components['schemas']['TeamMemberReference'];
export type TeamMembersUpdate = components['schemas']['TeamMembersUpdate'];
export type TeamMemberUpdate = components['schemas']['TeamMemberUpdate'];
export type TranslationStatus = components['schemas']['TranslationStatus'];
export type TranslationSource = components['schemas']['TranslationSource'];
export type TranslationStats = components['schemas']['TranslationStats'];
export type TranslationCurrentRun = components['schemas']['TranslationCurrentRun'];
export type Translation = components['schemas']['Translation'];
export type TranslationList = components['schemas']['TranslationList'];
export type TranslationCreate = components['schemas']['TranslationCreate'];
export type TranslationUpdate = components['schemas']['TranslationUpdate'];
export type TranslationEstimate = components['schemas']['TranslationEstimate'];
export type ResponseBadRequest = components['responses']['BadRequest'];
export type ResponseUnauthorized = components['responses']['Unauthorized'];
export type ResponseForbidden = components['responses']['Forbidden'];
export type ResponseNotFound = components['responses']['NotFound'];
export type ResponseConflict = components['responses']['Conflict'];
export type ResponsePreconditionFailed = components['responses']['PreconditionFailed'];
export type ResponseUnexpected = components['responses']['Unexpected'];
export type ResponseLastAdmin = components['responses']['LastAdmin'];
export type ResponseSiteStructureConflict = components['responses']['SiteStructureConflict'];
export type ResponseLastOwner = components['responses']['LastOwner'];
export type ResponseTranslationExists = components['responses']['TranslationExists'];
export type ResponseTranslationSourceGone = components['responses']['TranslationSourceGone'];
export type ParameterOrganizationId = components['parameters']['OrganizationId'];
export type ParameterPage = components['parameters']['Page'];
export type ParameterLimit = components['parameters']['Limit'];
export type ParameterCommentId = components['parameters']['CommentId'];
export type ParameterBodyFormat = components['parameters']['BodyFormat'];
export type ParameterChangeRequestId = components['parameters']['ChangeRequestId'];
export type ParameterChangeRequestStatusFilter = components['parameters']['ChangeRequestStatusFilter'];
export type ParameterChangeRequestCreator = components['parameters']['ChangeRequestCreator'];
export type ParameterChangeRequestContributor = components['parameters']['ChangeRequestContributor'];
export type ParameterChangeRequestRequestedReviewer = components['parameters']['ChangeRequestRequestedReviewer'];
export type ParameterChangeRequestConversationsIssuesCluster = components['parameters']['ChangeRequestConversationsIssuesCluster'];
export type ParameterCollectionId = components['parameters']['CollectionId'];
export type ParameterImportRunId = components['parameters']['ImportRunId'];
export type ParameterIntegrationName = components['parameters']['IntegrationName'];
export type ParameterInstallationId = components['parameters']['InstallationId'];
export type ParameterIntegrationEventId = components['parameters']['IntegrationEventId'];
export type ParameterUserId = components['parameters']['UserId'];
export type ParameterSpecSlug = components['parameters']['SpecSlug'];
export type ParameterPageId = components['parameters']['PageId'];
export type ParameterPagePath = components['parameters']['PagePath'];
export type ParameterRevisionId = components['parameters']['RevisionId'];
export type ParameterMetadata = components['parameters']['Metadata'];
export type ParameterComputed = components['parameters']['Computed'];
export type ParameterPageFormat = components['parameters']['PageFormat'];
export type ParameterEvaluated = components['parameters']['Evaluated'];
export type ParameterChangesLimit = components['parameters']['ChangesLimit'];
export type ParameterSiteSectionId = components['parameters']['SiteSectionId'];
export type ParameterSiteSpaceId = components['parameters']['SiteSpaceId'];
export type ParameterSiteShareKey = components['parameters']['SiteShareKey'];
export type ParameterSiteId = components['parameters']['SiteId'];
export type ParameterSiteSectionGroupId = components['parameters']['SiteSectionGroupId'];
export type ParameterSpaceId = components['parameters']['SpaceId'];
export type ParameterSamlProviderId = components['parameters']['SamlProviderId'];
export type ParameterTeamId = components['parameters']['TeamId'];
export type ParameterTranslationId = components['parameters']['TranslationId'];
export type $defs = Record<string, never>;
export interface operations {
    listChangeRequestReviews: {
        parameters: {
            query?: {
                /** @description Opaque identifier of the page to fetch, taken from a previous list's `next.page`. */
                page?: components["parameters"]["Page"];
                /** @description Items per page; 50 when absent. 0 answers no items, only `count`, with `next` at the same place while there are items (docs/decisions/0021). */
                limit?: components["parameters"]["Limit"];
                /** @description How comment bodies are answered: `document` (the rich-text Document, the default) or `markdown`. */
                format?: components["parameters"]["BodyFormat"];
                /** @description true keeps only outdated reviews, false only current ones. */
                outdated?: boolean;
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
            /** @description A page of reviews */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChangeRequestReviewList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    submitChangeRequestReview: {
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
                "application/json": components["schemas"]["ChangeRequestReviewCreate"];
            };
        };
        responses: {
            /** @description The review */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChangeRequestReview"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    getChangeRequestReview: {
        parameters: {
            query?: {
                /** @description How comment bodies are answered: `document` (the rich-text Document, the default) or `markdown`. */
                format?: components["parameters"]["BodyFormat"];
            };
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceId"];
                /** @description The id or the number of the change request. */
                changeRequestId: components["parameters"]["ChangeRequestId"];
                reviewId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The review */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChangeRequestReview"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    listChangeRequestRequestedReviewers: {
        parameters: {
            query?: {
                /** @description Opaque identifier of the page to fetch, taken from a previous list's `next.page`. */
                page?: components["parameters"]["Page"];
                /** @description Items per page; 50 when absent. 0 answers no items, only `count`, with `next` at the same place while there are items (docs/decisions/0021). */
                limit?: components["parameters"]["Limit"];
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
            /** @description A page of requested reviewers */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChangeRequestRequestedReviewerList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    requestChangeRequestReviewers: {
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
                "application/json": components["schemas"]["ChangeRequestReviewersRequest"];
            };
        };
        responses: {
            /** @description The requests made, one per user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChangeRequestReviewersRequested"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    removeChangeRequestRequestedReviewer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceId"];
                /** @description The id or the number of the change request. */
                changeRequestId: components["parameters"]["ChangeRequestId"];
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No review was pending from this user */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The review request was withdrawn */
            205: {
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
    listChangeRequestContributors: {
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
            /** @description The contributors */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChangeRequestContributorList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    getChangeRequestChanges: {
        parameters: {
            query?: {
                /** @description At most this many changes (10 when absent); `more` counts the rest. No upper bound, as on the platform: a request has far fewer changes than a number can hold. */
                limit?: number;
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
            /** @description The changes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevisionSemanticChanges"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    listChangeRequestComments: {
        parameters: {
            query?: {
                /** @description Opaque identifier of the page to fetch, taken from a previous list's `next.page`. */
                page?: components["parameters"]["Page"];
                /** @description Items per page; 50 when absent. 0 answers no items, only `count`, with `next` at the same place while there are items (docs/decisions/0021). */
                limit?: components["parameters"]["Limit"];
                /** @description How comment bodies are answered: `document` (the rich-text Document, the default) or `markdown`. */
                format?: components["parameters"]["BodyFormat"];
                order?: "asc" | "desc";
                status?: "all" | "open" | "resolved";
                /** @description Only comments on this page. */
                targetPage?: string;
                /** @description Only comments posted by these users. */
                authors?: string[];
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
            /** @description A page of comments */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommentList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    postChangeRequestComment: {
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
                "application/json": components["schemas"]["CommentCreate"];
            };
        };
        responses: {
            /** @description The comment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Comment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    getChangeRequestComment: {
        parameters: {
            query?: {
                /** @description How comment bodies are answered: `document` (the rich-text Document, the default) or `markdown`. */
                format?: components["parameters"]["BodyFormat"];
            };
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceId"];
                /** @description The id or the number of the change request. */
                changeRequestId: components["parameters"]["ChangeRequestId"];
                commentId: components["parameters"]["CommentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The comment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Comment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    updateChangeRequestComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceId"];
                /** @description The id or the number of the change request. */
                changeRequestId: components["parameters"]["ChangeRequestId"];
                commentId: components["parameters"]["CommentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CommentUpdate"];
            };
        };
        responses: {
            /** @description The comment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Comment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    deleteChangeRequestComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceId"];
                /** @description The id or the number of the change request. */
                changeRequestId: components["parameters"]["ChangeRequestId"];
                commentId: components["parameters"]["CommentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No such comment */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The comment was deleted */
            205: {
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
    listChangeRequestCommentReplies: {
        parameters: {
            query?: {
                /** @description Opaque identifier of the page to fetch, taken from a previous list's `next.page`. */
                page?: components["parameters"]["Page"];
                /** @description Items per page; 50 when absent. 0 answers no items, only `count`, with `next` at the same place while there are items (docs/decisions/0021). */
                limit?: components["parameters"]["Limit"];
                /** @description How comment bodies are answered: `document` (the rich-text Document, the default) or `markdown`. */
                format?: components["parameters"]["BodyFormat"];
            };
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceId"];
                /** @description The id or the number of the change request. */
                changeRequestId: components["parameters"]["ChangeRequestId"];
                commentId: components["parameters"]["CommentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of replies */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommentReplyList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    postChangeRequestCommentReply: {
        parameters: {
            query?: {
                /** @description How comment bodies are answered: `document` (the rich-text Document, the default) or `markdown`. */
                format?: components["parameters"]["BodyFormat"];
            };
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceId"];
                /** @description The id or the number of the change request. */
                changeRequestId: components["parameters"]["ChangeRequestId"];
                commentId: components["parameters"]["CommentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CommentReplyCreate"];
            };
        };
        responses: {
            /** @description The reply */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommentReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    getChangeRequestCommentReply: {
        parameters: {
            query?: {
                /** @description How comment bodies are answered: `document` (the rich-text Document, the default) or `markdown`. */
                format?: components["parameters"]["BodyFormat"];
            };
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceId"];
                /** @description The id or the number of the change request. */
                changeRequestId: components["parameters"]["ChangeRequestId"];
                commentId: components["parameters"]["CommentId"];
                commentReplyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The reply */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommentReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    updateChangeRequestCommentReply: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceId"];
                /** @description The id or the number of the change request. */
                changeRequestId: components["parameters"]["ChangeRequestId"];
                commentId: components["parameters"]["CommentId"];
                commentReplyId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CommentUpdate"];
            };
        };
        responses: {
            /** @description The reply */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommentReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    deleteChangeRequestCommentReply: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceId"];
                /** @description The id or the number of the change request. */
                changeRequestId: components["parameters"]["ChangeRequestId"];
                commentId: components["parameters"]["CommentId"];
                commentReplyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No such reply */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The reply was deleted */
            205: {
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
    listCommentsInSpace: {
        parameters: {
            query?: {
                /** @description Opaque identifier of the page to fetch, taken from a previous list's `next.page`. */
                page?: components["parameters"]["Page"];
                /** @description Items per page; 50 when absent. 0 answers no items, only `count`, with `next` at the same place while there are items (docs/decisions/0021). */
                limit?: components["parameters"]["Limit"];
                /** @description How comment bodies are answered: `document` (the rich-text Document, the default) or `markdown`. */
                format?: components["parameters"]["BodyFormat"];
                order?: "asc" | "desc";
                status?: "all" | "open" | "resolved";
                /** @description Only comments on this page. */
                targetPage?: string;
                /** @description Only comments posted by these users. */
                authors?: string[];
            };
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of comments */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommentList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    postCommentInSpace: {
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
                "application/json": components["schemas"]["CommentCreate"];
            };
        };
        responses: {
            /** @description The comment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Comment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    getCommentInSpace: {
        parameters: {
            query?: {
                /** @description How comment bodies are answered: `document` (the rich-text Document, the default) or `markdown`. */
                format?: components["parameters"]["BodyFormat"];
            };
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceId"];
                commentId: components["parameters"]["CommentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The comment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Comment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    updateCommentInSpace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceId"];
                commentId: components["parameters"]["CommentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CommentUpdate"];
            };
        };
        responses: {
            /** @description The comment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Comment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    deleteCommentInSpace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceId"];
                commentId: components["parameters"]["CommentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No such comment */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The comment was deleted */
            205: {
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
    listCommentRepliesInSpace: {
        parameters: {
            query?: {
                /** @description Opaque identifier of the page to fetch, taken from a previous list's `next.page`. */
                page?: components["parameters"]["Page"];
                /** @description Items per page; 50 when absent. 0 answers no items, only `count`, with `next` at the same place while there are items (docs/decisions/0021). */
                limit?: components["parameters"]["Limit"];
                /** @description How comment bodies are answered: `document` (the rich-text Document, the default) or `markdown`. */
                format?: components["parameters"]["BodyFormat"];
            };
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceId"];
                commentId: components["parameters"]["CommentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of replies */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommentReplyList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    postCommentReplyInSpace: {
        parameters: {
            query?: {
                /** @description How comment bodies are answered: `document` (the rich-text Document, the default) or `markdown`. */
                format?: components["parameters"]["BodyFormat"];
            };
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceId"];
                commentId: components["parameters"]["CommentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CommentReplyCreate"];
            };
        };
        responses: {
            /** @description The reply */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommentReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    getCommentReplyInSpace: {
        parameters: {
            query?: {
                /** @description How comment bodies are answered: `document` (the rich-text Document, the default) or `markdown`. */
                format?: components["parameters"]["BodyFormat"];
            };
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceId"];
                commentId: components["parameters"]["CommentId"];
                commentReplyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The reply */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommentReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    updateCommentReplyInSpace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceId"];
                commentId: components["parameters"]["CommentId"];
                commentReplyId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CommentUpdate"];
            };
        };
        responses: {
            /** @description The reply */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommentReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    deleteCommentReplyInSpace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceId"];
                commentId: components["parameters"]["CommentId"];
                commentReplyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No such reply */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The reply was deleted */
            205: {
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
                /** @description Items per page; 50 when absent. 0 answers no items, only `count`, with `next` at the same place while there are items (docs/decisions/0021). */
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
                /** @description Items per page; 50 when absent. 0 answers no items, only `count`, with `next` at the same place while there are items (docs/decisions/0021). */
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
                /** @description Items per page; 50 when absent. 0 answers no items, only `count`, with `next` at the same place while there are items (docs/decisions/0021). */
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
                /** @description Items per page; 50 when absent. 0 answers no items, only `count`, with `next` at the same place while there are items (docs/decisions/0021). */
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
    listConversationsClusters: {
        parameters: {
            query?: {
                order?: "asc" | "desc";
                orderBy?: "updatedAt" | "issues" | "conversations" | "tasksTotal" | "tasksBacklog" | "tasksStarted";
                status?: components["schemas"]["IssuesClusterStatus"];
                /** @description Opaque identifier of the page to fetch, taken from a previous list's `next.page`. */
                page?: components["parameters"]["Page"];
                /** @description Items per page; 50 when absent. 0 answers no items, only `count`, with `next` at the same place while there are items (docs/decisions/0021). */
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
            /** @description A page of issues clusters */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IssuesClusterList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    getConversationsCluster: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                clusterId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cluster */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IssuesCluster"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    listConversations: {
        parameters: {
            query?: {
                /** @description `email`, or `integration:<integration>:<installation>`. */
                source?: string;
                /** @description Opaque identifier of the page to fetch, taken from a previous list's `next.page`. */
                page?: components["parameters"]["Page"];
                /** @description Items per page; 50 when absent. 0 answers no items, only `count`, with `next` at the same place while there are items (docs/decisions/0021). */
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
            /** @description A page of conversations */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    ingestConversations: {
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
                "application/json": components["schemas"]["ConversationInput"] | components["schemas"]["ConversationInput"][];
            };
        };
        responses: {
            /** @description The conversations were ingested */
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
    getConversation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                conversationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The conversation with its parts and metadata */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    listConversationsIssues: {
        parameters: {
            query?: {
                /** @description Id of an issues cluster. */
                cluster?: string;
                /** @description Id of a conversation. */
                conversation?: string;
                /** @description Opaque identifier of the page to fetch, taken from a previous list's `next.page`. */
                page?: components["parameters"]["Page"];
                /** @description Items per page; 50 when absent. 0 answers no items, only `count`, with `next` at the same place while there are items (docs/decisions/0021). */
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
            /** @description A page of issues with their conversations */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationIssueList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    getConversationIssue: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                issueId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The issue with its conversation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationIssueWithConversation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    listImportRuns: {
        parameters: {
            query?: {
                /** @description Opaque identifier of the page to fetch, taken from a previous list's `next.page`. */
                page?: components["parameters"]["Page"];
                /** @description Items per page; 50 when absent. 0 answers no items, only `count`, with `next` at the same place while there are items (docs/decisions/0021). */
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
            /** @description A page of import runs */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportRunList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    startImport: {
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
                "application/json": components["schemas"]["ImportRunCreate"];
            };
        };
        responses: {
            /** @description The started run */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportRun"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    getImportRun: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                importRunId: components["parameters"]["ImportRunId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The run */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportRun"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    cancelImportRun: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                importRunId: components["parameters"]["ImportRunId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cancelled run */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportRun"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    listIntegrations: {
        parameters: {
            query?: {
                /** @description Case-insensitive substring of the name or the title. */
                search?: string;
                category?: components["schemas"]["IntegrationCategory"];
                /** @description Only integrations with a block that unfurls links of this domain (or of its subdomains). */
                blockDomain?: components["schemas"]["IntegrationName"];
                /** @description true = only integrations with blocks; false = only those without. */
                blocks?: boolean;
                /** @description true = only integrations with content sources; false = only those without. */
                contentSources?: boolean;
                /** @description Only integrations of this organization (by id). */
                owner?: string;
                scope?: components["schemas"]["IntegrationScope"];
                /** @description Only integrations that can be installed there: `site` matches targets `site` and `all`, `space` matches `space` and `all`, `organization` matches `organization` and `all`; `all` matches `all` only. */
                target?: components["schemas"]["IntegrationTarget"];
                /** @description Opaque identifier of the page to fetch, taken from a previous list's `next.page`. */
                page?: components["parameters"]["Page"];
                /** @description Items per page; 50 when absent. 0 answers no items, only `count`, with `next` at the same place while there are items (docs/decisions/0021). */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of integrations */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntegrationList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Unexpected"];
        };
    };
    getIntegration: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                integrationName: components["parameters"]["IntegrationName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The integration */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Integration"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    publishIntegration: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                integrationName: components["parameters"]["IntegrationName"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IntegrationPublish"];
            };
        };
        responses: {
            /** @description The published integration */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Integration"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    unpublishIntegration: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                integrationName: components["parameters"]["IntegrationName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The integration was removed */
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
    listIntegrationInstallations: {
        parameters: {
            query?: {
                /** @description Only installations that carry this external id. */
                externalId?: string;
                /** @description Opaque identifier of the page to fetch, taken from a previous list's `next.page`. */
                page?: components["parameters"]["Page"];
                /** @description Items per page; 50 when absent. 0 answers no items, only `count`, with `next` at the same place while there are items (docs/decisions/0021). */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path: {
                integrationName: components["parameters"]["IntegrationName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of installations */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntegrationInstallationList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    installIntegration: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                integrationName: components["parameters"]["IntegrationName"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IntegrationInstall"];
            };
        };
        responses: {
            /** @description The new installation */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntegrationInstallation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The organization already has an installation of this integration */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["Unexpected"];
        };
    };
    getIntegrationInstallation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                integrationName: components["parameters"]["IntegrationName"];
                installationId: components["parameters"]["InstallationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The installation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntegrationInstallation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    uninstallIntegration: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                integrationName: components["parameters"]["IntegrationName"];
                installationId: components["parameters"]["InstallationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description There was no such installation */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The installation was removed */
            205: {
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
    updateIntegrationInstallation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                integrationName: components["parameters"]["IntegrationName"];
                installationId: components["parameters"]["InstallationId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IntegrationInstallationUpdate"];
            };
        };
        responses: {
            /** @description The updated installation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntegrationInstallation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    listIntegrationEvents: {
        parameters: {
            query?: {
                /** @description Opaque identifier of the page to fetch, taken from a previous list's `next.page`. */
                page?: components["parameters"]["Page"];
                /** @description Items per page; 50 when absent. 0 answers no items, only `count`, with `next` at the same place while there are items (docs/decisions/0021). */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path: {
                integrationName: components["parameters"]["IntegrationName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of events */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntegrationEventList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    getIntegrationEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                integrationName: components["parameters"]["IntegrationName"];
                eventId: components["parameters"]["IntegrationEventId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntegrationEventWithTrace"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    listOrganizationInstallations: {
        parameters: {
            query?: {
                /** @description Case-insensitive substring of the integration's name or title. */
                search?: string;
                /** @description Opaque identifier of the page to fetch, taken from a previous list's `next.page`. */
                page?: components["parameters"]["Page"];
                /** @description Items per page; 50 when absent. 0 answers no items, only `count`, with `next` at the same place while there are items (docs/decisions/0021). */
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
            /** @description A page of installations */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrganizationInstallationList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    listOrganizationInstallationsStatus: {
        parameters: {
            query?: {
                target?: "organization" | "space" | "site";
                /** @description Opaque identifier of the page to fetch, taken from a previous list's `next.page`. */
                page?: components["parameters"]["Page"];
                /** @description Items per page; 50 when absent. 0 answers no items, only `count`, with `next` at the same place while there are items (docs/decisions/0021). */
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
            /** @description A page of installed integrations */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntegrationInstallationStatusList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    listSiteIntegrationScripts: {
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
            /** @description The scripts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteIntegrationScript"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    listSiteIntegrations: {
        parameters: {
            query?: {
                /** @description Case-insensitive substring of the name or the title. */
                search?: string;
                /** @description Opaque identifier of the page to fetch, taken from a previous list's `next.page`. */
                page?: components["parameters"]["Page"];
                /** @description Items per page; 50 when absent. 0 answers no items, only `count`, with `next` at the same place while there are items (docs/decisions/0021). */
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
            /** @description A page of integrations */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IntegrationList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    getCurrentUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed-in user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            401: components["responses"]["Unauthorized"];
            default: components["responses"]["Unexpected"];
        };
    };
    listOrganizationMembers: {
        parameters: {
            query?: {
                /** @description Direction of `sort`; `desc` (newest first) when absent. */
                order?: "asc" | "desc";
                /** @description `joinedAt` (default) or `lastSeenAt`. Sorting by `lastSeenAt` lists only active members (not disabled); those who never signed in come last, in either order. */
                sort?: "joinedAt" | "lastSeenAt";
                /** @description Only members with this role; `guest` for members without a role. */
                role?: components["schemas"]["MemberRoleFilter"];
                /** @description Case-insensitive substring of the display name or the email. */
                search?: string;
                /** @description Opaque identifier of the page to fetch, taken from a previous list's `next.page`. */
                page?: components["parameters"]["Page"];
                /** @description Items per page; 50 when absent. 0 answers no items, only `count`, with `next` at the same place while there are items (docs/decisions/0021). */
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
            /** @description A page of members */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    getOrganizationMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Member"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    removeOrganizationMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user was not a member */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The member was removed */
            205: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["LastAdmin"];
            default: components["responses"]["Unexpected"];
        };
    };
    updateOrganizationMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MemberUpdate"];
            };
        };
        responses: {
            /** @description The updated member */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Member"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["LastAdmin"];
            default: components["responses"]["Unexpected"];
        };
    };
    listOpenAPISpecs: {
        parameters: {
            query?: {
                /** @description Opaque identifier of the page to fetch, taken from a previous list's `next.page`. */
                page?: components["parameters"]["Page"];
                /** @description Items per page; 50 when absent. 0 answers no items, only `count`, with `next` at the same place while there are items (docs/decisions/0021). */
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
            /** @description A page of specifications */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenAPISpecList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    createOpenAPISpec: {
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
                "application/json": components["schemas"]["OpenAPISpecCreate"];
            };
        };
        responses: {
            /** @description The created specification, pending its first processing */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenAPISpec"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    getOpenAPISpec: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                /** @description The slug, in any case. */
                specSlug: components["parameters"]["SpecSlug"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The specification */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenAPISpec"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    replaceOpenAPISpec: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                /** @description The slug, in any case. */
                specSlug: components["parameters"]["SpecSlug"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpenAPISpecReplace"];
            };
        };
        responses: {
            /** @description The specification with its new source */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenAPISpec"];
                };
            };
            /** @description The created specification */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenAPISpec"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    deleteOpenAPISpec: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                /** @description The slug, in any case. */
                specSlug: components["parameters"]["SpecSlug"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
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
    updateOpenAPISpec: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                /** @description The slug, in any case. */
                specSlug: components["parameters"]["SpecSlug"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpenAPISpecUpdate"];
            };
        };
        responses: {
            /** @description The updated specification */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenAPISpec"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    listOpenAPISpecVersions: {
        parameters: {
            query?: {
                /** @description Opaque identifier of the page to fetch, taken from a previous list's `next.page`. */
                page?: components["parameters"]["Page"];
                /** @description Items per page; 50 when absent. 0 answers no items, only `count`, with `next` at the same place while there are items (docs/decisions/0021). */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                /** @description The slug, in any case. */
                specSlug: components["parameters"]["SpecSlug"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of versions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenAPISpecVersionList"];
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
                /** @description Items per page; 50 when absent. 0 answers no items, only `count`, with `next` at the same place while there are items (docs/decisions/0021). */
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
                /** @description Items per page; 50 when absent. 0 answers no items, only `count`, with `next` at the same place while there are items (docs/decisions/0021). */
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
    getCurrentRevision: {
        parameters: {
            query?: {
                /** @description false leaves out git metadata that can change; this server keeps none. */
                metadata?: components["parameters"]["Metadata"];
                /** @description false leaves computed content uncomputed; this server has none. */
                computed?: components["parameters"]["Computed"];
            };
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Revision"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    listPages: {
        parameters: {
            query?: {
                /** @description false leaves out git metadata that can change; this server keeps none. */
                metadata?: components["parameters"]["Metadata"];
                /** @description false leaves computed content uncomputed; this server has none. */
                computed?: components["parameters"]["Computed"];
            };
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevisionPageList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    getPageById: {
        parameters: {
            query?: {
                /** @description The form of the page's body: `document` (the Document, also when absent) or `markdown`. Never both. */
                format?: components["parameters"]["PageFormat"];
                /** @description Whether expressions are evaluated (`true`, `false` or `deterministic-only`); pages here hold no expressions, so the body is the same either way. */
                evaluated?: components["parameters"]["Evaluated"];
                /** @description false leaves out git metadata that can change; this server keeps none. */
                metadata?: components["parameters"]["Metadata"];
                /** @description false leaves computed content uncomputed; this server has none. */
                computed?: components["parameters"]["Computed"];
            };
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceId"];
                pageId: components["parameters"]["PageId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevisionPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    getPageByPath: {
        parameters: {
            query?: {
                /** @description The form of the page's body: `document` (the Document, also when absent) or `markdown`. Never both. */
                format?: components["parameters"]["PageFormat"];
                /** @description Whether expressions are evaluated (`true`, `false` or `deterministic-only`); pages here hold no expressions, so the body is the same either way. */
                evaluated?: components["parameters"]["Evaluated"];
                /** @description false leaves out git metadata that can change; this server keeps none. */
                metadata?: components["parameters"]["Metadata"];
                /** @description false leaves computed content uncomputed; this server has none. */
                computed?: components["parameters"]["Computed"];
            };
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceId"];
                /** @description The page's full path, slashes included as they are (`getting-started/architecture`); `%2F` for a slash is read the same. */
                pagePath: components["parameters"]["PagePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevisionPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    getRevisionOfChangeRequestById: {
        parameters: {
            query?: {
                /** @description false leaves out git metadata that can change; this server keeps none. */
                metadata?: components["parameters"]["Metadata"];
                /** @description false leaves computed content uncomputed; this server has none. */
                computed?: components["parameters"]["Computed"];
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
            /** @description The answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Revision"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    listPagesInChangeRequest: {
        parameters: {
            query?: {
                /** @description false leaves out git metadata that can change; this server keeps none. */
                metadata?: components["parameters"]["Metadata"];
                /** @description false leaves computed content uncomputed; this server has none. */
                computed?: components["parameters"]["Computed"];
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
            /** @description The answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevisionPageList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    getPageInChangeRequestById: {
        parameters: {
            query?: {
                /** @description The form of the page's body: `document` (the Document, also when absent) or `markdown`. Never both. */
                format?: components["parameters"]["PageFormat"];
                /** @description Whether expressions are evaluated (`true`, `false` or `deterministic-only`); pages here hold no expressions, so the body is the same either way. */
                evaluated?: components["parameters"]["Evaluated"];
                /** @description false leaves out git metadata that can change; this server keeps none. */
                metadata?: components["parameters"]["Metadata"];
                /** @description false leaves computed content uncomputed; this server has none. */
                computed?: components["parameters"]["Computed"];
            };
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceId"];
                /** @description The id or the number of the change request. */
                changeRequestId: components["parameters"]["ChangeRequestId"];
                pageId: components["parameters"]["PageId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevisionPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    getPageInChangeRequestByPath: {
        parameters: {
            query?: {
                /** @description The form of the page's body: `document` (the Document, also when absent) or `markdown`. Never both. */
                format?: components["parameters"]["PageFormat"];
                /** @description Whether expressions are evaluated (`true`, `false` or `deterministic-only`); pages here hold no expressions, so the body is the same either way. */
                evaluated?: components["parameters"]["Evaluated"];
                /** @description false leaves out git metadata that can change; this server keeps none. */
                metadata?: components["parameters"]["Metadata"];
                /** @description false leaves computed content uncomputed; this server has none. */
                computed?: components["parameters"]["Computed"];
            };
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceId"];
                /** @description The id or the number of the change request. */
                changeRequestId: components["parameters"]["ChangeRequestId"];
                /** @description The page's full path, slashes included as they are (`getting-started/architecture`); `%2F` for a slash is read the same. */
                pagePath: components["parameters"]["PagePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevisionPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    getRevisionById: {
        parameters: {
            query?: {
                /** @description false leaves out git metadata that can change; this server keeps none. */
                metadata?: components["parameters"]["Metadata"];
                /** @description false leaves computed content uncomputed; this server has none. */
                computed?: components["parameters"]["Computed"];
            };
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceId"];
                revisionId: components["parameters"]["RevisionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Revision"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    getRevisionSemanticChanges: {
        parameters: {
            query?: {
                /** @description false leaves out git metadata that can change; this server keeps none. */
                metadata?: components["parameters"]["Metadata"];
                /** @description false leaves computed content uncomputed; this server has none. */
                computed?: components["parameters"]["Computed"];
                /** @description At most this many changes (10 when absent); `more` counts the rest. */
                limit?: components["parameters"]["ChangesLimit"];
            };
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceId"];
                revisionId: components["parameters"]["RevisionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevisionSemanticChanges"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    listPagesInRevisionById: {
        parameters: {
            query?: {
                /** @description false leaves out git metadata that can change; this server keeps none. */
                metadata?: components["parameters"]["Metadata"];
                /** @description false leaves computed content uncomputed; this server has none. */
                computed?: components["parameters"]["Computed"];
            };
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceId"];
                revisionId: components["parameters"]["RevisionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevisionPageList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    getRevisionPageOutline: {
        parameters: {
            query?: {
                /** @description false leaves out git metadata that can change; this server keeps none. */
                metadata?: components["parameters"]["Metadata"];
                /** @description false leaves computed content uncomputed; this server has none. */
                computed?: components["parameters"]["Computed"];
            };
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceId"];
                revisionId: components["parameters"]["RevisionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevisionOutline"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    getPageInRevisionById: {
        parameters: {
            query?: {
                /** @description The form of the page's body: `document` (the Document, also when absent) or `markdown`. Never both. */
                format?: components["parameters"]["PageFormat"];
                /** @description Whether expressions are evaluated (`true`, `false` or `deterministic-only`); pages here hold no expressions, so the body is the same either way. */
                evaluated?: components["parameters"]["Evaluated"];
                /** @description false leaves out git metadata that can change; this server keeps none. */
                metadata?: components["parameters"]["Metadata"];
                /** @description false leaves computed content uncomputed; this server has none. */
                computed?: components["parameters"]["Computed"];
            };
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceId"];
                revisionId: components["parameters"]["RevisionId"];
                pageId: components["parameters"]["PageId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevisionPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    getPageDocumentInRevisionById: {
        parameters: {
            query?: {
                /** @description Whether expressions are evaluated (`true`, `false` or `deterministic-only`); pages here hold no expressions, so the body is the same either way. */
                evaluated?: components["parameters"]["Evaluated"];
            };
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceId"];
                revisionId: components["parameters"]["RevisionId"];
                pageId: components["parameters"]["PageId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Document"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    getPageInRevisionByPath: {
        parameters: {
            query?: {
                /** @description The form of the page's body: `document` (the Document, also when absent) or `markdown`. Never both. */
                format?: components["parameters"]["PageFormat"];
                /** @description Whether expressions are evaluated (`true`, `false` or `deterministic-only`); pages here hold no expressions, so the body is the same either way. */
                evaluated?: components["parameters"]["Evaluated"];
                /** @description false leaves out git metadata that can change; this server keeps none. */
                metadata?: components["parameters"]["Metadata"];
                /** @description false leaves computed content uncomputed; this server has none. */
                computed?: components["parameters"]["Computed"];
            };
            header?: never;
            path: {
                spaceId: components["parameters"]["SpaceId"];
                revisionId: components["parameters"]["RevisionId"];
                /** @description The page's full path, slashes included as they are (`getting-started/architecture`); `%2F` for a slash is read the same. */
                pagePath: components["parameters"]["PagePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RevisionPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    listSiteSections: {
        parameters: {
            query?: {
                /** @description The secret of a share-link site. Members already read the structure, so it changes nothing here; it is accepted for clients of the published content. */
                shareKey?: components["parameters"]["SiteShareKey"];
                /** @description Opaque identifier of the page to fetch, taken from a previous list's `next.page`. */
                page?: components["parameters"]["Page"];
                /** @description Items per page; 50 when absent. 0 answers no items, only `count`, with `next` at the same place while there are items (docs/decisions/0021). */
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
            /** @description A page of sections */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteSectionList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    createSiteSection: {
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
                "application/json": components["schemas"]["SiteSectionCreate"];
            };
        };
        responses: {
            /** @description The new section */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteSection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    deleteSiteSection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                siteId: components["parameters"]["SiteId"];
                siteSectionId: components["parameters"]["SiteSectionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No such section (nothing to remove) */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The section and its site spaces were removed */
            205: {
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
    updateSiteSection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                siteId: components["parameters"]["SiteId"];
                siteSectionId: components["parameters"]["SiteSectionId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SiteSectionUpdate"];
            };
        };
        responses: {
            /** @description The updated section */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteSection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    moveSiteSection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                siteId: components["parameters"]["SiteId"];
                siteSectionId: components["parameters"]["SiteSectionId"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["SiteSectionMove"];
            };
        };
        responses: {
            /** @description The moved section */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteSection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    listSiteSpaces: {
        parameters: {
            query?: {
                /** @description The secret of a share-link site. Members already read the structure, so it changes nothing here; it is accepted for clients of the published content. */
                shareKey?: components["parameters"]["SiteShareKey"];
                /** @description true: only default site spaces (one per section, or the site's one without sections); false: only the others; absent: all. */
                default?: boolean;
                /** @description Opaque identifier of the page to fetch, taken from a previous list's `next.page`. */
                page?: components["parameters"]["Page"];
                /** @description Items per page; 50 when absent. 0 answers no items, only `count`, with `next` at the same place while there are items (docs/decisions/0021). */
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
            /** @description A page of site spaces */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteSpaceList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    createSiteSpace: {
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
                "application/json": components["schemas"]["SiteSpaceCreate"];
            };
        };
        responses: {
            /** @description The new site space */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteSpace"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["SiteStructureConflict"];
            default: components["responses"]["Unexpected"];
        };
    };
    deleteSiteSpace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                siteId: components["parameters"]["SiteId"];
                siteSpaceId: components["parameters"]["SiteSpaceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No such site space (nothing to remove) */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The site space was removed */
            205: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["SiteStructureConflict"];
            default: components["responses"]["Unexpected"];
        };
    };
    updateSiteSpace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                siteId: components["parameters"]["SiteId"];
                siteSpaceId: components["parameters"]["SiteSpaceId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SiteSpaceUpdate"];
            };
        };
        responses: {
            /** @description The updated site space */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteSpace"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["SiteStructureConflict"];
            default: components["responses"]["Unexpected"];
        };
    };
    moveSiteSpace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                siteId: components["parameters"]["SiteId"];
                siteSpaceId: components["parameters"]["SiteSpaceId"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["SiteSpaceMove"];
            };
        };
        responses: {
            /** @description The moved site space */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteSpace"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["SiteStructureConflict"];
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
                /** @description Only sites of these types (repeat the parameter for several). */
                type?: components["schemas"]["SiteType"][];
                /** @description Opaque identifier of the page to fetch, taken from a previous list's `next.page`. */
                page?: components["parameters"]["Page"];
                /** @description Items per page; 50 when absent. 0 answers no items, only `count`, with `next` at the same place while there are items (docs/decisions/0021). */
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
        requestBody?: {
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
            query?: {
                /** @description The secret of a share-link site. Members already read the structure, so it changes nothing here; it is accepted for clients of the published content. */
                shareKey?: components["parameters"]["SiteShareKey"];
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
                /** @description Items per page; 50 when absent. 0 answers no items, only `count`, with `next` at the same place while there are items (docs/decisions/0021). */
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
                /** @description Items per page; 50 when absent. 0 answers no items, only `count`, with `next` at the same place while there are items (docs/decisions/0021). */
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
        requestBody?: {
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
                /** @description Items per page; 50 when absent. 0 answers no items, only `count`, with `next` at the same place while there are items (docs/decisions/0021). */
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
                /** @description Items per page; 50 when absent. 0 answers no items, only `count`, with `next` at the same place while there are items (docs/decisions/0021). */
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
    listSamlProviders: {
        parameters: {
            query?: {
                /** @description Opaque identifier of the page to fetch, taken from a previous list's `next.page`. */
                page?: components["parameters"]["Page"];
                /** @description Items per page; 50 when absent. 0 answers no items, only `count`, with `next` at the same place while there are items (docs/decisions/0021). */
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
            /** @description A page of SAML providers */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SamlProviderList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    createSamlProvider: {
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
                "application/json": components["schemas"]["SamlProviderCreate"];
            };
        };
        responses: {
            /** @description The registered provider */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SamlProvider"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    getSamlProvider: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                samlProviderId: components["parameters"]["SamlProviderId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The provider */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SamlProvider"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    deleteSamlProvider: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                samlProviderId: components["parameters"]["SamlProviderId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The provider was deleted */
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
    updateSamlProvider: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                samlProviderId: components["parameters"]["SamlProviderId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SamlProviderUpdate"];
            };
        };
        responses: {
            /** @description The updated provider */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SamlProvider"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    getSsoLoginInfo: {
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
            /** @description The organization's login options */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SsoLoginInfo"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    listOrganizationTeams: {
        parameters: {
            query?: {
                /** @description A member's user id: only the teams that member can manage (every team for an admin, the teams they own otherwise; none for a guest or a non-member). */
                owner?: string;
                /** @description Case-insensitive substring of the title. */
                title?: string;
                /** @description Opaque identifier of the page to fetch, taken from a previous list's `next.page`. */
                page?: components["parameters"]["Page"];
                /** @description Items per page; 50 when absent. 0 answers no items, only `count`, with `next` at the same place while there are items (docs/decisions/0021). */
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
            /** @description A page of teams */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    createTeam: {
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
                "application/json": components["schemas"]["TeamCreate"];
            };
        };
        responses: {
            /** @description The created team */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Team"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    getTeam: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                teamId: components["parameters"]["TeamId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The team */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Team"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    deleteTeam: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                teamId: components["parameters"]["TeamId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The team was deleted */
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
    updateTeam: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                teamId: components["parameters"]["TeamId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TeamUpdate"];
            };
        };
        responses: {
            /** @description The renamed team */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Team"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    listTeamMembers: {
        parameters: {
            query?: {
                /** @description Opaque identifier of the page to fetch, taken from a previous list's `next.page`. */
                page?: components["parameters"]["Page"];
                /** @description Items per page; 50 when absent. 0 answers no items, only `count`, with `next` at the same place while there are items (docs/decisions/0021). */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                teamId: components["parameters"]["TeamId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the team's members */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamMembershipList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    updateTeamMembers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                teamId: components["parameters"]["TeamId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TeamMembersUpdate"];
            };
        };
        responses: {
            /** @description The team's members were updated */
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
            409: components["responses"]["LastOwner"];
            default: components["responses"]["Unexpected"];
        };
    };
    updateTeamMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                teamId: components["parameters"]["TeamId"];
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TeamMemberUpdate"];
            };
        };
        responses: {
            /** @description The member was added or updated */
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
            409: components["responses"]["LastOwner"];
            default: components["responses"]["Unexpected"];
        };
    };
    removeTeamMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                teamId: components["parameters"]["TeamId"];
                userId: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user is not in the team any more */
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
            409: components["responses"]["LastOwner"];
            default: components["responses"]["Unexpected"];
        };
    };
    listTranslations: {
        parameters: {
            query?: {
                /** @description Opaque identifier of the page to fetch, taken from a previous list's `next.page`. */
                page?: components["parameters"]["Page"];
                /** @description Items per page; 50 when absent. 0 answers no items, only `count`, with `next` at the same place while there are items (docs/decisions/0021). */
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
            /** @description A page of translations */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TranslationList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    createTranslation: {
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
                "application/json": components["schemas"]["TranslationCreate"];
            };
        };
        responses: {
            /** @description The created translation, pending its first run */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Translation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["TranslationExists"];
            default: components["responses"]["Unexpected"];
        };
    };
    estimateTranslation: {
        parameters: {
            query: {
                /** @description Id of an active space of the organization. */
                space: string;
            };
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The estimate */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TranslationEstimate"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    getTranslation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                translationId: components["parameters"]["TranslationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The translation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Translation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    updateTranslation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                translationId: components["parameters"]["TranslationId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TranslationUpdate"];
            };
        };
        responses: {
            /** @description The updated translation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Translation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["Unexpected"];
        };
    };
    deleteTranslation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                translationId: components["parameters"]["TranslationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
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
    runTranslation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                organizationId: components["parameters"]["OrganizationId"];
                translationId: components["parameters"]["TranslationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A run is queued (or one already was) */
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
            412: components["responses"]["TranslationSourceGone"];
            default: components["responses"]["Unexpected"];
        };
    };
}
