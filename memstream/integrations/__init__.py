"""Integrations: an MCP server, OpenAI-style middleware, an agent memory tool."""
