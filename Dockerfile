# memstream: one image for the API, the processors and the projectors.
FROM python:3.11-slim
WORKDIR /app
ENV PIP_NO_CACHE_DIR=1 PYTHONUNBUFFERED=1
COPY pyproject.toml README.md ./
COPY memstream memstream
RUN pip install ".[kafka,qdrant-server]" && useradd --create-home memstream \
    && install -d -o memstream -m 0755 /var/lib/memstream/secrets \
    && install -d -o memstream -m 0700 /var/lib/memstream/keys
USER memstream
# The key-encryption keys: one directory every role of a deployment shares (a volume).
ENV MEMSTREAM_KEK_DIR=/var/lib/memstream/keys
EXPOSE 8420
ENTRYPOINT ["memstream"]
CMD ["up"]
