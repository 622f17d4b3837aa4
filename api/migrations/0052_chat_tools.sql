-- Which tools a chat offers the model, chosen in its composer (decision 206): a JSON object of
-- switches, `{"mcp:<serverId>": false, "code": false, "web": true}`. A key left out keeps the
-- default (every connected server on, code as the account's setting, web search off); NULL: all
-- defaults.

ALTER TABLE chats ADD COLUMN tool_choice TEXT;
